/**
 * The Mailchimp block in a real block editor, with the host's answers given through apiFetch's
 * fetch handler: the connect-your-account prompt for a user not linked to the platform, the
 * set-up prompt (with the address where Mailchimp is connected, and a re-check) for a linked
 * user, a failed status as an error notice, and once connected the form with its locked button,
 * the sidebar's texts (an edited notice previewed for 3 seconds), groups and signup tag.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { createBlock } from '@wordpress/blocks';
import * as data from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import {
	defaultSite,
	provideEditorSite,
} from '../../../tests/support/editor-stores';
import buttonSettings from '../../button';
import buttonMetadata from '../../button/block.json';
import blockSettings from '..';
import metadata from '../block.json';
import { PREVIEW_MS } from '../components/notification-preview';

const CONNECT_URL =
	'http://127.0.0.1:8888/wp-admin/admin.php?page=jetpack#mailchimp';
const GROUPS = {
	interest_categories: [
		{
			id: 'cat1',
			title: 'Topics',
			interests: [
				{ id: 'i-news', name: 'News' },
				{ id: 'i-events', name: 'Events' },
			],
		},
	],
};

const requests: string[] = [];
type Answers = {
	status: () => Promise< unknown >;
	linked?: boolean;
};
function answer( { status, linked = true }: Answers ) {
	apiFetch.setFetchHandler( ( options ) => {
		const path = String( options.path ).replace( /[?&]_locale=user$/, '' );
		requests.push( path );
		if ( path === '/wpcom/v2/mailchimp' ) {
			return status();
		}
		if ( path === '/wpcom/v2/mailchimp/groups' ) {
			return Promise.resolve( GROUPS );
		}
		if ( path === '/jetpack/v4/connection' ) {
			return Promise.resolve( { isUserConnected: linked } );
		}
		return Promise.reject( { message: `No answer for ${ path }` } );
	} );
}

const connected = () =>
	Promise.resolve( { code: 'connected', connect_url: CONNECT_URL } );
const notConnected = () =>
	Promise.resolve( { code: 'not_connected', connect_url: CONNECT_URL } );

async function renderEditor( attributes: Record< string, unknown > = {} ) {
	registerSuiteBlock( {
		metadata: buttonMetadata,
		settings: buttonSettings,
	} );
	registerSuiteBlock( { metadata, settings: blockSettings } );
	const block = createBlock( 'jetpack/mailchimp', attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
	} );
	return { ...view, attributes: () => view.blocks()[ 0 ].attributes };
}

beforeEach( () => {
	requests.length = 0;
} );

describe( 'Mailchimp editor', () => {
	it( 'asks a user not linked to the platform to connect their account', async () => {
		answer( { status: notConnected, linked: false } );
		await renderEditor();
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect your account',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: /Set up Mailchimp form/ } )
		).toBeNull();
	} );

	it( 'offers a linked user the set-up, and shows the form once a re-check finds the connection', async () => {
		let status = notConnected;
		answer( { status: () => status() } );
		await renderEditor();
		const setUp = await screen.findByRole( 'link', {
			name: /Set up Mailchimp form/,
		} );
		expect( setUp ).toHaveAttribute( 'href', CONNECT_URL );
		expect(
			screen.queryByRole( 'textbox', { name: 'Enter your email' } )
		).toBeNull();

		status = connected;
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Re-check connection' } )
		);
		expect(
			await screen.findByRole( 'textbox', { name: 'Enter your email' } )
		).toBeDisabled();
		expect(
			requests.filter( ( path ) => path === '/wpcom/v2/mailchimp' )
		).toHaveLength( 2 );
	} );

	it( 'shows a failed status check as an error notice, and the block as not connected', async () => {
		answer( {
			status: () =>
				Promise.reject( {
					code: 'mailchimp_failed',
					message: 'Mailchimp is not available right now.',
				} ),
		} );
		const view = await renderEditor();
		expect(
			await screen.findByRole( 'button', { name: 'Re-check connection' } )
		).toBeInTheDocument();
		expect(
			view.registry
				.select( noticesStore )
				.getNotices()
				.map( ( notice ) => [ notice.status, notice.content ] )
		).toEqual( [ [ 'error', 'Mailchimp is not available right now.' ] ] );
	} );

	it( "shows the inserter's preview as a connected form, asking the host nothing", async () => {
		answer( { status: notConnected } );
		await renderEditor( { preview: true } );
		expect(
			await screen.findByRole( 'textbox', { name: 'Enter your email' } )
		).toBeDisabled();
		expect( requests ).toEqual( [] );
	} );

	it( 'shows the form with its one button and the consent text, editable', async () => {
		answer( { status: connected } );
		const view = await renderEditor();
		await screen.findByRole( 'textbox', { name: 'Enter your email' } );
		const [ mailchimp ] = view.blocks();
		expect( mailchimp.innerBlocks ).toHaveLength( 1 );
		expect( mailchimp.innerBlocks[ 0 ] ).toMatchObject( {
			name: 'jetpack/button',
			attributes: {
				element: 'button',
				uniqueId: 'mailchimp-widget-id',
				text: 'Join my email list',
			},
		} );
		const consent = screen.getByRole( 'textbox', { name: 'Consent text' } );
		expect( consent ).toHaveTextContent( /^By clicking submit/ );
		// The user's own link to the platform only matters without a connection.
		expect( requests ).not.toContain( '/jetpack/v4/connection' );
	} );

	it( 'edits the placeholder and the notices, previewing an edited notice for 3 seconds', async () => {
		answer( { status: connected } );
		const view = await renderEditor();
		await screen.findByRole( 'textbox', { name: 'Enter your email' } );

		const placeholder = screen.getByRole( 'textbox', {
			name: 'Email placeholder',
		} );
		await userEvent.clear( placeholder );
		await userEvent.type( placeholder, 'Your email' );
		expect( view.attributes().emailPlaceholder ).toBe( 'Your email' );
		expect(
			screen.getByRole( 'textbox', { name: 'Your email' } )
		).toHaveAttribute( 'placeholder', 'Your email' );

		const success = screen.getByRole( 'textbox', { name: 'Success text' } );
		await userEvent.clear( success );
		await userEvent.type( success, 'Welcome aboard!' );
		expect( view.attributes().successLabel ).toBe( 'Welcome aboard!' );
		const preview = screen.getByRole( 'status' );
		expect( preview ).toHaveTextContent( 'Welcome aboard!' );
		expect( preview ).toHaveClass( 'wp-block-jetpack-mailchimp_success' );
		await act(
			() =>
				new Promise( ( resolve ) =>
					setTimeout( resolve, PREVIEW_MS + 200 )
				)
		);
		expect( screen.queryByText( 'Welcome aboard!' ) ).toBeNull();
	}, 15000 );

	it( "adds the audience's groups chosen in the sidebar, and the signup field", async () => {
		answer( { status: connected } );
		const view = await renderEditor( { interests: [ 'i-events' ] } );
		await screen.findByRole( 'textbox', { name: 'Enter your email' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Mailchimp Groups' } )
		);
		const topics = await screen.findByRole( 'group', { name: 'Topics' } );
		expect(
			within( topics ).getByRole( 'checkbox', { name: 'Events' } )
		).toBeChecked();
		await userEvent.click(
			within( topics ).getByRole( 'checkbox', { name: 'News' } )
		);
		expect( view.attributes().interests ).toEqual( [
			'i-events',
			'i-news',
		] );
		await userEvent.click(
			within( topics ).getByRole( 'checkbox', { name: 'Events' } )
		);
		expect( view.attributes().interests ).toEqual( [ 'i-news' ] );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Signup Location Tracking' } )
		);
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Signup field tag' } ),
			'SOURCE'
		);
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Signup field value' } ),
			'footer'
		);
		expect( view.attributes() ).toMatchObject( {
			signupFieldTag: 'SOURCE',
			signupFieldValue: 'footer',
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Mailchimp Connection' } )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'link', { name: /Manage connection/ } )
			).toHaveAttribute( 'href', CONNECT_URL )
		);
	} );

	it( 'asks nothing inside WordPress, where the Mailchimp service is Jetpack’s, and says the site lacks it', async () => {
		answer( { status: connected } );
		provideEditorSite( data, {
			...defaultSite(),
			blockSuite: {
				siteType: 'self-hosted',
				adminUrl: '/wp-admin/',
				host: 'wordpress',
			},
		} );
		await renderEditor();
		await waitFor( () =>
			expect(
				document.querySelector(
					'.components-placeholder__instructions'
				)
			).toHaveTextContent( /^This site has no Mailchimp service/ )
		);
		expect( requests ).toEqual( [] );
	} );
} );
