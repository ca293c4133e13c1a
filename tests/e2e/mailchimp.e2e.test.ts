/**
 * The Mailchimp block end to end, against a local fake of Mailchimp's Marketing API on
 * 127.0.0.1 (MAILCHIMP_URL): the administrator connects the site on the admin screen's
 * Mailchimp section (API key and audience, checked with Mailchimp), the editor inserts the
 * block, sees the form, chooses a group in the sidebar and publishes; a visitor subscribes and
 * gets the success notice, Mailchimp gets the member with that group; an address Mailchimp
 * refuses gets the error notice with Mailchimp's reason and the form stays. axe finds nothing on
 * the published page.
 */
import { createHash } from 'node:crypto';
import {
	editorCanvas,
	editorSessionWithFakeService,
	editorStartsPost,
	findAccessibilityViolations,
	getEditedBlocks,
	publishPost,
	signIn,
} from '../support/e2e';

const KEY = '0123456789abcdef0123456789abcdef-us21';
const LIST = 'a1b2c3d4e5';
type Member = { path: string; body: Record< string, unknown > };
const members: Member[] = [];

function answerMailchimp(
	method: string,
	path: string,
	body: Record< string, unknown >
): [ number, unknown ] {
	const base = `/3.0/lists/${ LIST }`;
	if ( method === 'GET' && path === base ) {
		return [ 200, { id: LIST, name: 'Readers' } ];
	}
	if ( method === 'GET' && path === `${ base }/interest-categories` ) {
		return [ 200, { categories: [ { id: 'cat1', title: 'Topics' } ] } ];
	}
	if (
		method === 'GET' &&
		path === `${ base }/interest-categories/cat1/interests`
	) {
		return [
			200,
			{
				interests: [
					{ id: 'i-news', name: 'News' },
					{ id: 'i-events', name: 'Events' },
				],
			},
		];
	}
	if ( method === 'PUT' && path.startsWith( `${ base }/members/` ) ) {
		members.push( { path, body } );
		const email = String( body.email_address );
		return email.startsWith( 'fake' )
			? [
					400,
					{
						status: 400,
						title: 'Invalid Resource',
						detail: `${ email } looks fake or invalid, please enter a real email address.`,
					},
				]
			: [ 200, { email_address: email, status: 'pending' } ];
	}
	return [ 404, { status: 404, title: 'Resource Not Found', detail: path } ];
}

/** Mailchimp's API for our key (any other key is refused with 401). */
const session = editorSessionWithFakeService( 'MAILCHIMP_URL', ( req, res ) => {
	const chunks: Buffer[] = [];
	req.on( 'data', ( chunk ) => chunks.push( chunk ) );
	req.on( 'end', () => {
		const password = Buffer.from(
			String( req.headers.authorization ).replace( /^Basic /, '' ),
			'base64'
		)
			.toString()
			.split( ':' )[ 1 ];
		const [ status, answer ] =
			password === KEY
				? answerMailchimp(
						req.method ?? 'GET',
						new URL( req.url ?? '/', 'http://127.0.0.1' ).pathname,
						chunks.length
							? JSON.parse( Buffer.concat( chunks ).toString() )
							: {}
					)
				: [ 401, { status: 401, title: 'API Key Invalid' } ];
		res.writeHead( status, { 'content-type': 'application/json' } );
		res.end( JSON.stringify( answer ) );
	} );
} );

const memberPath = ( email: string ) =>
	`/3.0/lists/${ LIST }/members/${ createHash( 'md5' )
		.update( email )
		.digest( 'hex' ) }`;

describe( 'Mailchimp', () => {
	it( 'is connected by the administrator, set up by the editor, and joined by a visitor', async () => {
		const { page, browser, site } = session;
		await signIn( page, site, site.admin.user, site.admin.password );
		await page.goto(
			`${ site.url }/wp-admin/admin.php?page=jetpack#mailchimp`
		);
		const section = page.getByRole( 'region', { name: 'Mailchimp' } );
		const connect = section.getByRole( 'form', {
			name: 'Connect Mailchimp',
		} );
		await connect.getByLabel( 'API key' ).fill( KEY );
		await connect.getByLabel( 'Audience ID' ).fill( LIST );
		await connect.getByRole( 'button', { name: 'Connect' } ).click();
		await section
			.getByText( 'Connected to the audience Readers.' )
			.waitFor();
		await page.context().clearCookies();

		await editorStartsPost( session, 'Join us', [
			'mailchimp',
			'Mailchimp',
		] );
		const canvas = editorCanvas( page );
		await canvas
			.getByRole( 'textbox', { name: 'Enter your email' } )
			.waitFor();
		await page.getByRole( 'button', { name: 'Mailchimp Groups' } ).click();
		await page.getByRole( 'checkbox', { name: 'News' } ).check();
		const [ block ] = await getEditedBlocks( page );
		expect( block ).toMatchObject( {
			name: 'jetpack/mailchimp',
			attributes: { interests: [ 'i-news' ] },
			innerBlocks: [
				{
					name: 'jetpack/button',
					attributes: {
						element: 'button',
						text: 'Join my email list',
					},
				},
			],
		} );
		const url = await publishPost( page );

		const visitor = await browser.newPage();
		await visitor.goto( url );
		const form = visitor.locator( '.wp-block-jetpack-mailchimp form' );
		const email = visitor.getByRole( 'textbox', {
			name: 'Enter your email',
		} );
		expect(
			await findAccessibilityViolations( visitor, { include: 'main' } )
		).toEqual( [] );

		await email.fill( 'fake@example.com' );
		await visitor
			.getByRole( 'button', { name: 'Join my email list' } )
			.click();
		const error = visitor.getByRole( 'alert' );
		await expect( error.textContent() ).resolves.toMatch(
			/^Whoops! There was an error.* fake@example\.com looks fake or invalid/
		);
		await expect( form.count() ).resolves.toBe( 1 );

		await email.fill( 'Reader@Example.com' );
		await visitor
			.getByRole( 'button', { name: 'Join my email list' } )
			.click();
		await visitor.getByText( "Success! You're on the list." ).waitFor();
		await expect( form.count() ).resolves.toBe( 0 );
		await expect( error.isHidden() ).resolves.toBe( true );
		expect( members ).toEqual( [
			expect.objectContaining( {
				path: memberPath( 'fake@example.com' ),
			} ),
			{
				path: memberPath( 'reader@example.com' ),
				body: expect.objectContaining( {
					email_address: 'Reader@Example.com',
					status_if_new: 'pending',
					interests: { 'i-news': true },
				} ),
			},
		] );
		await visitor.close();
	} );
} );
