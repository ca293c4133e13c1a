/**
 * jetpack/v4 notices, Google site verification, marketing surveys, identity crisis and
 * migration status: persisted, validated, administrators only.
 */
import { adminDb } from '../../server/rest/routes/jetpack-admin/admin-db';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'admin' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;
const post = ( path: string, body: unknown = {}, client = site.admin ) =>
	client.rest( v4( path ), { method: 'POST', body } );

describe( 'notices', () => {
	it( 'dismisses notices and answers every dismissed one', async () => {
		expect( ( await site.admin.rest( v4( 'notices' ) ) ).body ).toEqual(
			{}
		);
		expect(
			( await post( 'notice/welcome', { dismissed: true } ) ).body
		).toEqual( {
			welcome: true,
		} );
		expect(
			(
				await post( 'notice/feedback_dash_request', {
					dismissed: true,
				} )
			).body
		).toEqual( { welcome: true, feedback_dash_request: true } );
		expect( ( await site.admin.rest( v4( 'notices' ) ) ).body ).toEqual( {
			welcome: true,
			feedback_dash_request: true,
		} );
	} );

	it( 'needs dismissed true', async () => {
		const missing = await post( 'notice/welcome', {} );
		expect( missing.body.message ).toBe(
			'Missing parameter(s): dismissed'
		);
		const no = await post( 'notice/other', { dismissed: false } );
		expect( no.status ).toBe( 400 );
		expect( no.body.data.params.dismissed ).toBe(
			'dismissed is not true.'
		);
		expect(
			( await site.admin.rest( v4( 'notices' ) ) ).body.other
		).toBeUndefined();
	} );
} );

describe( 'Google verification', () => {
	it( 'gives a connection a token, verifies with it and keeps the result', async () => {
		expect(
			( await site.admin.rest( v4( 'verify-site/google' ) ) ).body
		).toEqual( {
			verified: false,
			keyring_id: null,
			token: null,
			verified_at: null,
		} );
		const asked = ( await site.admin.rest( v4( 'verify-site/google/17' ) ) )
			.body;
		expect( asked ).toMatchObject( { verified: false, keyring_id: 17 } );
		expect( asked.token ).toMatch( /^[\w-]{43}$/ );
		expect(
			( await site.admin.rest( v4( 'verify-site/google/17' ) ) ).body
				.token
		).toBe( asked.token );

		const verified = await post( 'verify-site/google', { keyring_id: 17 } );
		expect( verified.body ).toMatchObject( {
			verified: true,
			keyring_id: 17,
			token: asked.token,
		} );
		expect( Date.parse( verified.body.verified_at ) ).not.toBeNaN();
		expect(
			( await site.admin.rest( v4( 'verify-site/google' ) ) ).body
		).toEqual( verified.body );
		// Another connection is not the verified one.
		expect(
			( await site.admin.rest( v4( 'verify-site/google/18' ) ) ).body
				.verified
		).toBe( false );
	} );

	it( 'needs a positive keyring_id', async () => {
		const missing = await post( 'verify-site/google', {} );
		expect( missing.body.message ).toBe(
			'Missing parameter(s): keyring_id'
		);
		const zero = await post( 'verify-site/google', { keyring_id: 0 } );
		expect( zero.body.data.params.keyring_id ).toBe(
			'keyring_id must be greater than or equal to 1'
		);
	} );
} );

describe( 'marketing survey', () => {
	it( 'stores the answers with who sent them', async () => {
		const response = await post( 'marketing/survey', {
			survey_id: 'calypso-disconnect-jetpack-july2019',
			site_id: 42,
			survey_responses: {
				'why-cancel': 'too-expensive',
				'why-cancel-text': 'Budget',
			},
		} );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toEqual( {
			success: true,
			id: expect.any( Number ),
		} );
		const row = await adminDb( site.testSite.site.db )
			.selectFrom( 'admin_survey_responses' )
			.selectAll()
			.where( 'id', '=', response.body.id )
			.executeTakeFirstOrThrow();
		expect( row ).toMatchObject( {
			survey_id: 'calypso-disconnect-jetpack-july2019',
			site_id: 42,
			user_id: 1,
		} );
		expect( JSON.parse( row.responses ) ).toEqual( {
			'why-cancel': 'too-expensive',
			'why-cancel-text': 'Budget',
		} );
	} );

	it( 'refuses a survey without answers or with a bad id', async () => {
		const missing = await post( 'marketing/survey', { survey_id: 'a' } );
		expect( missing.body.message ).toBe(
			'Missing parameter(s): survey_responses'
		);
		const bad = await post( 'marketing/survey', {
			survey_id: 'not ok',
			survey_responses: {},
		} );
		expect( bad.body.data.params.survey_id ).toBe(
			'survey_id does not match pattern ^[a-z0-9]+([-_][a-z0-9]+)*$.'
		);
	} );
} );

describe( 'identity crisis', () => {
	it( 'keeps the chosen action; safe mode sets the flag, the others clear it', async () => {
		expect(
			( await site.admin.rest( v4( 'identity-crisis' ) ) ).body
		).toEqual( {
			action: null,
			safe_mode_confirmed: false,
			updated_at: null,
		} );
		const safe = await post( 'identity-crisis/confirm-safe-mode' );
		expect( safe.body ).toMatchObject( {
			code: 'success',
			state: { action: 'safe-mode', safe_mode_confirmed: true },
		} );
		expect(
			( await site.admin.rest( v4( 'identity-crisis' ) ) ).body
		).toEqual( safe.body.state );

		const fresh = await post( 'identity-crisis/start-fresh', {
			redirect_uri: '/wp-admin/admin.php?page=jetpack#/dashboard',
		} );
		expect( fresh.body ).toMatchObject( {
			state: { action: 'start-fresh', safe_mode_confirmed: false },
			redirect_uri: '/wp-admin/admin.php?page=jetpack#/dashboard',
		} );
		const plain = await post( 'identity-crisis/start-fresh' );
		expect( plain.body.redirect_uri ).toBe(
			`${ site.testSite.url }/wp-admin/admin.php?page=jetpack`
		);

		const migrate = await post( 'identity-crisis/migrate' );
		expect( migrate.body.state.action ).toBe( 'migrate' );
		expect(
			( await site.admin.rest( v4( 'identity-crisis' ) ) ).body.action
		).toBe( 'migrate' );
	} );

	it( 'refuses a redirect_uri that is neither a URL nor a path', async () => {
		const response = await post( 'identity-crisis/start-fresh', {
			redirect_uri: '//evil.example',
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.redirect_uri ).toBe(
			'redirect_uri must be an http(s) URL or a path on this site.'
		);
	} );
} );

it( 'migration status starts inactive', async () => {
	expect(
		( await site.admin.rest( v4( 'migration/status' ) ) ).body
	).toEqual( {
		status: 'inactive',
		started_at: null,
		completed_at: null,
	} );
} );

it( 'editors and visitors are refused everywhere', async () => {
	const editor = await site.testSite.editor();
	for ( const path of [
		'notices',
		'verify-site/google',
		'verify-site/google/3',
		'identity-crisis',
		'migration/status',
	] ) {
		expect( [ path, ( await editor.rest( v4( path ) ) ).status ] ).toEqual(
			[ path, 403 ]
		);
	}
	for ( const [ path, body ] of [
		[ 'notice/welcome', { dismissed: true } ],
		[ 'verify-site/google', { keyring_id: 3 } ],
		[ 'marketing/survey', { survey_id: 'x', survey_responses: {} } ],
		[ 'identity-crisis/confirm-safe-mode', {} ],
		[ 'identity-crisis/start-fresh', {} ],
		[ 'identity-crisis/migrate', {} ],
	] as const ) {
		expect( [ path, ( await post( path, body, editor ) ).status ] ).toEqual(
			[ path, 403 ]
		);
		expect( [
			path,
			( await post( path, body, site.testSite.client() ) ).status,
		] ).toEqual( [ path, 401 ] );
	}
	expect(
		( await site.admin.rest( v4( 'identity-crisis' ) ) ).body.action
	).toBe( 'migrate' );
} );
