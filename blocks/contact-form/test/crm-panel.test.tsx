/**
 * CRM Connection states (spec §4, §6, §8): installing and activating the CRM plugin,
 * enabling its forms extension, and the CRM toggle.
 */
import { screen } from '@testing-library/react';
import { setSite } from './form-editor';
import { answer, crm, held, openCrmPanel } from './crm-site';

jest.setTimeout( 30000 );

beforeEach( () => setSite() );

describe( 'CRM Connection states', () => {
	it( 'installs the CRM plugin, showing "Installing…", then reads the status again', async () => {
		const install = held();
		let status = crm( {
			crm_installed: false,
			crm_active: false,
			crm_version: false,
		} );
		const { requests, user } = await openCrmPanel( {
			'GET /jetpack/v4/jetpack_crm': () => ( {
				status: 200,
				body: status,
			} ),
			'POST /jetpack/v4/plugins': install.route,
		} );
		expect(
			screen.getByText(
				'You can save the contacts of your forms in the CRM.'
			)
		).toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Install the CRM plugin' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Installing…' } )
		).toBeDisabled();
		expect( requests.at( -1 ) ).toEqual( {
			method: 'POST',
			path: '/jetpack/v4/plugins',
			data: { slug: 'zero-bs-crm', status: 'active' },
		} );

		status = crm( {} );
		await install.release( 200, { code: 'success', message: 'Installed' } );
		expect(
			await screen.findByRole( 'checkbox', {
				name: 'Store contacts in the CRM',
			} )
		).toBeChecked();
		expect(
			requests.filter( ( r ) => r.path === '/jetpack/v4/jetpack_crm' )
		).toHaveLength( 2 );
	} );

	it( 'activates an installed CRM plugin, showing "Activating…"', async () => {
		const activate = held();
		const { user } = await openCrmPanel( {
			'GET /jetpack/v4/jetpack_crm': answer(
				crm( { crm_active: false } )
			),
			'POST /jetpack/v4/plugins': activate.route,
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Activate the CRM plugin' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Activating…' } )
		).toBeDisabled();
		await activate.release( 200, {
			code: 'success',
			message: 'Activated',
		} );
	} );

	it( 'enables the forms extension for an administrator', async () => {
		const { requests, user } = await openCrmPanel( {
			'GET /jetpack/v4/jetpack_crm': answer(
				crm( { jp_form_ext_enabled: false } )
			),
			'POST /jetpack/v4/jetpack_crm': () => ( {
				status: 200,
				body: { code: 'success' },
			} ),
		} );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Enable the CRM forms extension',
			} )
		);
		expect(
			await screen.findByRole( 'checkbox', {
				name: 'Store contacts in the CRM',
			} )
		).toBeInTheDocument();
		expect( requests.at( -1 ) ).toEqual( {
			method: 'POST',
			path: '/jetpack/v4/jetpack_crm',
			data: { extension: 'jetpackforms' },
		} );
	} );

	it.each( [
		[
			'a REST error',
			403,
			{
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
			},
			'Sorry, you are not allowed to do that.',
		],
		[
			'an answer other than success',
			200,
			{ code: 'extension_missing' },
			'extension_missing',
		],
	] )(
		'reports a failed extension activation (%s)',
		async ( _, status, body, error ) => {
			const { user } = await openCrmPanel( {
				'GET /jetpack/v4/jetpack_crm': answer(
					crm( { jp_form_ext_enabled: false } )
				),
				'POST /jetpack/v4/jetpack_crm': () => ( { status, body } ),
			} );
			await user.click(
				screen.getByRole( 'button', {
					name: 'Enable the CRM forms extension',
				} )
			);
			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				`The CRM form extension failed to activate. The error message was "${ error }".`
			);
		}
	);

	it( 'tells other users that an administrator must enable the extension', async () => {
		await openCrmPanel( {
			'GET /jetpack/v4/jetpack_crm': answer(
				crm( {
					jp_form_ext_enabled: false,
					can_activate_extension: false,
				} )
			),
		} );
		expect(
			screen.getByText(
				'A site administrator must enable the CRM forms extension.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button', { name: /Enable/ } ) ).toBeNull();
	} );

	it( 'lets the form store its contacts in the CRM', async () => {
		const { user, editor } = await openCrmPanel( {
			'GET /jetpack/v4/jetpack_crm': answer(
				crm( { crm_version: '4.9.1' } )
			),
		} );
		const toggle = screen.getByRole( 'checkbox', {
			name: 'Store contacts in the CRM',
		} );
		await user.click( toggle );
		expect( editor.blocks()[ 0 ].attributes.jetpackCRM ).toBe( false );
	} );
} );
