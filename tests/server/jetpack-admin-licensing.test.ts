/**
 * jetpack/v4 licensing: holding a licence key (validated), attaching licences, counts, the
 * user's licences, the activation notice and the licensing error — persisted, per user where
 * WordPress keeps them per user, administrators only.
 */
import { testSiteForThisFile } from './support/test-site-for-file';
import type { SiteClient } from './support/site-client';

const site = testSiteForThisFile( [ 'admin' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;
const post = ( client: SiteClient, path: string, body: unknown ) =>
	client.rest( v4( path ), { method: 'POST', body } );

const BACKUP = 'jetpack-backup-t1_Q1w2E3r4T5y6U7i8';
const SEARCH = 'jetpack-search_Z9x8C7v6B5n4M3a2';

it( 'set-license holds a well-formed key for the user, not yet attached', async () => {
	const response = await post( site.admin, 'licensing/set-license', {
		license: BACKUP,
	} );
	expect( response.status ).toBe( 200 );
	expect( response.body ).toMatchObject( {
		code: 'success',
		license: {
			license_key: BACKUP,
			product_id: 2112,
			product: 'VaultPress Backup',
			attached_at: null,
			revoked_at: null,
		},
	} );
	const counts = await site.admin.rest( v4( 'licensing/user/counts' ) );
	expect( counts.body ).toEqual( {
		attached: 0,
		detached: 1,
		revoked: 0,
		not_revoked: 1,
	} );
	const licenses = await site.admin.rest( v4( 'licensing/user/licenses' ) );
	expect(
		licenses.body.items.map(
			( l: { license_key: string } ) => l.license_key
		)
	).toEqual( [ BACKUP ] );
	// Setting it again changes nothing.
	await post( site.admin, 'licensing/set-license', { license: BACKUP } );
	expect(
		( await site.admin.rest( v4( 'licensing/user/counts' ) ) ).body.detached
	).toBe( 1 );
} );

it.each( [
	[
		{},
		'rest_missing_callback_param',
		'Missing parameter(s): license',
		[ 'license' ],
	],
	[
		{ license: 'not a key' },
		'rest_invalid_param',
		'Invalid parameter(s): license',
		{ license: 'license is not a valid license key.' },
	],
	[
		{ license: 'jetpack-unknown_AAAABBBBCCCCDDDD' },
		'rest_invalid_param',
		'Invalid parameter(s): license',
		{ license: 'license is not a license key of a known product.' },
	],
] )( 'set-license refuses %j', async ( body, code, message, params ) => {
	const response = await post( site.admin, 'licensing/set-license', body );
	expect( response.status ).toBe( 400 );
	expect( response.body.code ).toBe( code );
	expect( response.body.message ).toBe( message );
	expect( response.body.data.params ).toEqual( params );
} );

it( 'attach-licenses attaches held and new keys, one result per key, in order', async () => {
	const response = await post( site.admin, 'licensing/attach-licenses', {
		licenses: [ BACKUP, SEARCH, 'garbage' ],
	} );
	expect( response.status ).toBe( 200 );
	expect( response.body ).toEqual( [
		{ license: BACKUP, activatedProductId: 2112 },
		{ license: SEARCH, activatedProductId: 2104 },
		{
			license: 'garbage',
			error: {
				code: 'invalid_license',
				// The key the user typed, not the parameter's name.
				message: '“garbage” is not a valid license key.',
			},
		},
	] );
	const counts = await site.admin.rest( v4( 'licensing/user/counts' ) );
	expect( counts.body ).toEqual( {
		attached: 2,
		detached: 0,
		revoked: 0,
		not_revoked: 2,
	} );
	const items = ( await site.admin.rest( v4( 'licensing/user/licenses' ) ) )
		.body.items;
	expect(
		items.every( ( l: { attached_at: string | null } ) => l.attached_at )
	).toBe( true );
	const purchases = JSON.parse(
		( await site.admin.rest( v4( 'site/purchases' ) ) ).body.data
	);
	expect(
		purchases.map( ( p: { product_slug: string } ) => p.product_slug )
	).toEqual( [ 'jetpack_backup_t1_yearly', 'jetpack_search' ] );
} );

it( 'a key another administrator holds cannot be taken', async () => {
	const { client: other } = await site.testSite.addUser( 'administrator' );
	const response = await post( other, 'licensing/set-license', {
		license: BACKUP,
	} );
	expect( response.status ).toBe( 400 );
	expect( response.body.data.params.license ).toBe(
		'This license key belongs to another user.'
	);
	const attached = await post( other, 'licensing/attach-licenses', {
		licenses: [ SEARCH ],
	} );
	expect( attached.body[ 0 ].error.code ).toBe( 'license_owned_elsewhere' );
	// Counts are the user's own.
	expect(
		( await other.rest( v4( 'licensing/user/counts' ) ) ).body
	).toEqual( {
		attached: 0,
		detached: 0,
		revoked: 0,
		not_revoked: 0,
	} );
} );

it( 'attach-licenses needs a non-empty list of strings', async () => {
	const missing = await post( site.admin, 'licensing/attach-licenses', {} );
	expect( missing.body.message ).toBe( 'Missing parameter(s): licenses' );
	const empty = await post( site.admin, 'licensing/attach-licenses', {
		licenses: [],
	} );
	expect( empty.status ).toBe( 400 );
	expect( empty.body.data.params.licenses ).toBe(
		'licenses must contain at least 1 item.'
	);
} );

it( 'the activation notice dismissal is kept per user', async () => {
	expect(
		(
			await site.admin.rest(
				v4( 'licensing/user/activation-notice-dismiss' )
			)
		).body
	).toBeNull();
	const saved = await post(
		site.admin,
		'licensing/user/activation-notice-dismiss',
		{
			last_detached_count: 3,
		}
	);
	expect( saved.status ).toBe( 200 );
	expect( saved.body.last_detached_count ).toBe( 3 );
	expect( saved.body.last_dismissed_time ).toMatch(
		/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
	);
	expect(
		(
			await site.admin.rest(
				v4( 'licensing/user/activation-notice-dismiss' )
			)
		).body
	).toEqual( saved.body );
	const { client: other } = await site.testSite.addUser( 'administrator' );
	expect(
		( await other.rest( v4( 'licensing/user/activation-notice-dismiss' ) ) )
			.body
	).toBeNull();

	const bad = await post(
		site.admin,
		'licensing/user/activation-notice-dismiss',
		{
			last_detached_count: -1,
		}
	);
	expect( bad.status ).toBe( 400 );
	expect( bad.body.data.params.last_detached_count ).toBe(
		'last_detached_count must be greater than or equal to 0'
	);
} );

it( 'the licensing error is saved and cleared', async () => {
	expect( ( await site.admin.rest( v4( 'licensing/error' ) ) ).body ).toEqual(
		{
			error: '',
		}
	);
	await post( site.admin, 'licensing/error', {
		error: 'Licence could not be attached.',
	} );
	expect( ( await site.admin.rest( v4( 'licensing/error' ) ) ).body ).toEqual(
		{
			error: 'Licence could not be attached.',
		}
	);
	await post( site.admin, 'licensing/error', { error: '' } );
	expect( ( await site.admin.rest( v4( 'licensing/error' ) ) ).body ).toEqual(
		{
			error: '',
		}
	);
	const bad = await post( site.admin, 'licensing/error', { error: 42 } );
	expect( bad.status ).toBe( 400 );
	expect( bad.body.data.params.error ).toBe( 'error is not of type string.' );
} );

it( 'editors and visitors cannot touch licences', async () => {
	const editor = await site.testSite.editor();
	for ( const [ path, body ] of [
		[ 'licensing/set-license', { license: SEARCH } ],
		[ 'licensing/attach-licenses', { licenses: [ SEARCH ] } ],
		[
			'licensing/user/activation-notice-dismiss',
			{ last_detached_count: 0 },
		],
		[ 'licensing/error', { error: 'x' } ],
	] as const ) {
		expect( ( await post( editor, path, body ) ).status ).toBe( 403 );
		expect(
			( await post( site.testSite.client(), path, body ) ).status
		).toBe( 401 );
	}
	expect(
		( await editor.rest( v4( 'licensing/user/counts' ) ) ).status
	).toBe( 403 );
	expect(
		( await editor.rest( v4( 'licensing/user/licenses' ) ) ).status
	).toBe( 403 );
	expect( ( await editor.rest( v4( 'licensing/error' ) ) ).status ).toBe(
		403
	);
	expect(
		(
			await editor.rest(
				v4( 'licensing/user/activation-notice-dismiss' )
			)
		).status
	).toBe( 403 );
} );
