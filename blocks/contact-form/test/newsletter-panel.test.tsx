/**
 * Newsletter Connection (spec §2, §4, §8): the email-marketing plugin's state from the plugin
 * list, its installation, and the installation failure message.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITOR } from '../../../tests/support/editor-stores';
import {
	formBlock,
	renderEditor,
	serveRoutes,
	setSite,
	type Routes,
} from './form-editor';

jest.setTimeout( 30000 );

const PLUGIN_FILE =
	'creative-mail-by-constant-contact/creative-mail-plugin.php';
const noCrm = {
	'GET /jetpack/v4/jetpack_crm': () => ( {
		status: 500,
		body: { code: 'x', message: 'x' },
	} ),
};

async function openNewsletterPanel( routes: Routes ) {
	const requests = serveRoutes( { ...noCrm, ...routes } );
	await renderEditor( [
		formBlock( { to: 'a@example.com', subject: 'S' }, [
			[ 'jetpack/field-email' ],
			[ 'jetpack/button', { element: 'button', text: 'Send' } ],
		] ),
	] );
	const user = userEvent.setup( { delay: null } );
	await user.click(
		await screen.findByRole( 'button', { name: 'Newsletter Connection' } )
	);
	await waitFor( () =>
		expect( document.querySelector( '.components-spinner' ) ).toBeNull()
	);
	return { requests, user };
}

const pluginList =
	( entries: Record< string, { active: boolean } > ) => () => ( {
		status: 200,
		body: Object.fromEntries(
			Object.entries( entries ).map( ( [ file, { active } ] ) => [
				file,
				{ Name: file.split( '/' )[ 0 ], Version: '1.0', active },
			] )
		),
	} );

beforeEach( () => setSite() );

describe( 'Newsletter Connection', () => {
	it( 'installs the plugin when it is missing', async () => {
		let finish: () => Promise< void > = async () => {};
		const { requests, user } = await openNewsletterPanel( {
			'GET /jetpack/v4/plugins': pluginList( {
				'akismet/akismet.php': { active: true },
			} ),
			'POST /jetpack/v4/plugins': () =>
				new Promise( ( done ) => {
					finish = () =>
						act( async () =>
							done( { status: 200, body: { code: 'success' } } )
						);
				} ),
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Install Creative Mail' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Installing…' } )
		).toBeDisabled();
		expect( requests.at( -1 ) ).toEqual( {
			method: 'POST',
			path: '/jetpack/v4/plugins',
			data: {
				slug: 'creative-mail-by-constant-contact',
				status: 'active',
			},
		} );
		await finish();
		expect(
			screen.getByText(
				/You are all set up for email marketing with Creative Mail\./
			)
		).toBeInTheDocument();
	} );

	it( 'reports a failed installation with the server message', async () => {
		const { user } = await openNewsletterPanel( {
			'GET /jetpack/v4/plugins': pluginList( {} ),
			'POST /jetpack/v4/plugins': () => ( {
				status: 500,
				body: {
					code: 'plugin_install_failed',
					message: 'Download failed.',
					data: { status: 500 },
				},
			} ),
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Install Creative Mail' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			/^The plugin failed to install\. Download failed\. Please check the plugin information for detailed requirements\.$/
		);
	} );

	it( 'offers to activate an installed plugin', async () => {
		await openNewsletterPanel( {
			'GET /jetpack/v4/plugins': pluginList( {
				[ PLUGIN_FILE ]: { active: false },
			} ),
		} );
		expect(
			screen.getByRole( 'button', { name: 'Activate Creative Mail' } )
		).toBeInTheDocument();
	} );

	it( 'links to the plugin settings when it is active', async () => {
		await openNewsletterPanel( {
			'GET /jetpack/v4/plugins': pluginList( {
				[ PLUGIN_FILE ]: { active: true },
			} ),
		} );
		expect(
			screen.getByRole( 'link', { name: /Open Creative Mail settings/ } )
		).toHaveAttribute( 'href', '/wp-admin/admin.php?page=creativemail' );
	} );

	it( 'offers no install to users who may not install plugins', async () => {
		setSite( { currentUserId: EDITOR.id } );
		await openNewsletterPanel( {
			'GET /jetpack/v4/plugins': pluginList( {} ),
		} );
		expect(
			screen.getByText( /install the Creative Mail plugin/ )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Install Creative Mail' } )
		).toBeNull();
	} );

	it( 'is not shown on the hosted platform', async () => {
		setSite( { siteType: 'simple' } );
		serveRoutes( {
			...noCrm,
			'GET /jetpack/v4/plugins': pluginList( {} ),
		} );
		await renderEditor( [
			formBlock( { to: 'a@example.com', subject: 'S' }, [
				[ 'jetpack/field-name' ],
			] ),
		] );
		expect(
			screen.getByRole( 'button', { name: 'Email Connection' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Newsletter Connection' } )
		).toBeNull();
	} );
} );
