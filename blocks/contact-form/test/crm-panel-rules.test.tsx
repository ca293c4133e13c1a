/**
 * When the CRM Connection panel shows (spec §2, §6, §8) and the CRM version rules (§4, §9).
 */
import { screen, waitFor } from '@testing-library/react';
import { renderEditor, serveRoutes, setSite } from './form-editor';
import { EDITOR } from '../../../tests/support/editor-stores';
import { answer, crm, form, openCrmPanel, plugins } from './crm-site';

jest.setTimeout( 30000 );

beforeEach( () => setSite() );

describe( 'CRM Connection visibility', () => {
	it( 'is not offered to users who may not install plugins', async () => {
		setSite( { currentUserId: EDITOR.id } );
		const requests = serveRoutes( {
			...plugins,
			'GET /jetpack/v4/jetpack_crm': answer( crm( {} ) ),
		} );
		await renderEditor( [ form() ] );
		expect(
			screen.getByRole( 'button', { name: 'Email Connection' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'CRM Connection' } )
		).toBeNull();
		expect( requests.map( ( r ) => r.path ) ).not.toContain(
			'/jetpack/v4/jetpack_crm'
		);
	} );

	it( 'is not offered on the hosted platform', async () => {
		setSite( { siteType: 'simple' } );
		serveRoutes( {
			...plugins,
			'GET /jetpack/v4/jetpack_crm': answer( crm( {} ) ),
		} );
		await renderEditor( [ form() ] );
		expect(
			screen.queryByRole( 'button', { name: 'CRM Connection' } )
		).toBeNull();
	} );

	it.each( [
		[
			'a server error',
			() => ( {
				status: 500,
				body: { code: 'internal', message: 'Oops' },
			} ),
		],
		[
			'an error answer',
			() => ( {
				status: 200,
				body: { error: 'no_crm', message: 'No CRM data' },
			} ),
		],
	] )(
		'disappears when the status cannot be loaded (%s)',
		async ( _, route ) => {
			serveRoutes( { ...plugins, 'GET /jetpack/v4/jetpack_crm': route } );
			await renderEditor( [ form() ] );
			await waitFor( () =>
				expect(
					screen.queryByRole( 'button', { name: 'CRM Connection' } )
				).toBeNull()
			);
			expect(
				screen.getByRole( 'button', { name: 'Email Connection' } )
			).toBeInTheDocument();
		}
	);
} );

describe( 'CRM version rules', () => {
	it.each( [
		[
			'an invalid version',
			{ crm_version: 'unknown' },
			'The CRM plugin is installed but has an invalid version.',
		],
		[
			'a version below 4.9.1',
			{ crm_version: '4.9.0' },
			'Please update the CRM plugin to its latest version to connect this form with your CRM.',
		],
		[
			'a version of 3.0.19 to 4.0.0 reported active',
			{ crm_installed: false, crm_version: '3.2.1' },
			'Contacts from this form will be stored in the CRM.',
		],
	] )( 'shows the message for %s', async ( _, data, message ) => {
		await openCrmPanel( {
			'GET /jetpack/v4/jetpack_crm': answer( crm( data ) ),
		} );
		expect( screen.getByText( message ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'checkbox', {
				name: 'Store contacts in the CRM',
			} )
		).toBeNull();
	} );
} );
