/**
 * jetpack/v4 search (plan, settings validated against the plan, stats and pricing from the
 * published posts and pages) and wordads/settings.
 */
import { connectUser } from './support/jetpack-connection';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'admin' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;
const post = ( path: string, body: unknown, client = site.admin ) =>
	client.rest( v4( path ), { method: 'POST', body } );

describe( 'search', () => {
	it( 'counts published posts and pages for stats, plan usage and pricing', async () => {
		await site.admin.rest( '/wp/v2/pages', {
			method: 'POST',
			body: { title: 'About', status: 'publish' },
		} );
		await site.admin.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'Draft', status: 'draft' },
		} );
		const stats = ( await site.admin.rest( v4( 'search/stats' ) ) ).body;
		expect( stats ).toEqual( {
			post_count: 2,
			post_type_breakdown: { post: 1, page: 1 },
			last_indexed_date: expect.stringMatching( /^\d{4}-\d\d-\d\dT/ ),
		} );
		const plan = ( await site.admin.rest( v4( 'search/plan' ) ) ).body;
		expect( plan ).toEqual( {
			supports_search: true,
			supports_instant_search: false,
			supports_only_classic_search: true,
			product_slug: null,
			plan_usage: {
				num_records: 2,
				records_limit: 5000,
				should_upgrade: false,
			},
		} );
		const pricing = ( await site.admin.rest( v4( 'search/pricing' ) ) )
			.body;
		expect( pricing ).toMatchObject( {
			currency_code: 'USD',
			record_count: 2,
			tier_maximum_records: 10000,
		} );
		expect( pricing.monthly_price ).toBeGreaterThan( 0 );
	} );

	it( 'starts off; the module needs the connection, then turns on in the module registry too', async () => {
		expect(
			( await site.admin.rest( v4( 'search/settings' ) ) ).body
		).toEqual( {
			module_active: false,
			instant_search_enabled: false,
		} );
		const unconnected = await post( 'search/settings', {
			module_active: true,
		} );
		expect( unconnected.status ).toBe( 400 );
		expect( unconnected.body.data.params.module_active ).toBe(
			'The search module needs the site to be connected to the cloud.'
		);

		await connectUser( site.testSite, site.admin );
		const on = await post( 'search/settings', { module_active: true } );
		expect( on.body ).toEqual( {
			module_active: true,
			instant_search_enabled: false,
		} );
		expect(
			( await site.admin.rest( v4( 'search/settings' ) ) ).body
				.module_active
		).toBe( true );
		expect(
			( await site.admin.rest( v4( 'module/search' ) ) ).body.activated
		).toBe( true );

		// Switching the module off elsewhere shows here.
		await post( 'module/search/active', { active: false } );
		expect(
			( await site.admin.rest( v4( 'search/settings' ) ) ).body
				.module_active
		).toBe( false );
		await post( 'search/settings', { module_active: true } );
	} );

	it( 'refuses instant search without a plan that has it, naming the field', async () => {
		const response = await post( 'search/settings', {
			instant_search_enabled: true,
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.instant_search_enabled ).toBe(
			'Instant search is not supported by the site’s plan.'
		);
		const type = await post( 'search/settings', {
			module_active: 'maybe',
		} );
		expect( type.body.data.params.module_active ).toBe(
			'module_active is not of type boolean.'
		);
	} );

	it( 'with Jetpack Search attached: instant search needs the module, and follows it off', async () => {
		await post( 'licensing/attach-licenses', {
			licenses: [ 'jetpack-search_SearchKey0123456' ],
		} );
		const plan = ( await site.admin.rest( v4( 'search/plan' ) ) ).body;
		expect( plan ).toMatchObject( {
			supports_instant_search: true,
			product_slug: 'jetpack_search',
		} );
		const both = await post( 'search/settings', {
			module_active: false,
			instant_search_enabled: true,
		} );
		expect( both.status ).toBe( 400 );
		expect( both.body.data.params.instant_search_enabled ).toBe(
			'Instant search needs the search module to be active.'
		);
		expect(
			( await site.admin.rest( v4( 'search/settings' ) ) ).body
				.module_active
		).toBe( true );

		const instant = await post( 'search/settings', {
			instant_search_enabled: true,
		} );
		expect( instant.body ).toEqual( {
			module_active: true,
			instant_search_enabled: true,
		} );
		const off = await post( 'search/settings', { module_active: false } );
		expect( off.body ).toEqual( {
			module_active: false,
			instant_search_enabled: false,
		} );
	} );

	it( 'needs manage_options', async () => {
		const editor = await site.testSite.editor();
		for ( const path of [
			'search/plan',
			'search/settings',
			'search/stats',
			'search/pricing',
		] ) {
			expect( [
				path,
				( await editor.rest( v4( path ) ) ).status,
			] ).toEqual( [ path, 403 ] );
		}
		expect(
			( await post( 'search/settings', { module_active: true }, editor ) )
				.status
		).toBe( 403 );
	} );
} );

describe( 'wordads/settings', () => {
	it( 'has defaults, saves changes and keeps them', async () => {
		const before = ( await site.admin.rest( v4( 'wordads/settings' ) ) )
			.body;
		expect( before ).toMatchObject( {
			wordads_display_post: true,
			wordads_ccpa_enabled: false,
			wordads_custom_adstxt: '',
		} );
		const saved = await post( 'wordads/settings', {
			wordads_display_post: false,
			wordads_ccpa_enabled: true,
			wordads_ccpa_privacy_policy_url: 'https://example.org/privacy',
			wordads_custom_adstxt: 'example.com, pub-1, DIRECT',
		} );
		expect( saved.status ).toBe( 200 );
		expect(
			( await site.admin.rest( v4( 'wordads/settings' ) ) ).body
		).toEqual( {
			...before,
			wordads_display_post: false,
			wordads_ccpa_enabled: true,
			wordads_ccpa_privacy_policy_url: 'https://example.org/privacy',
			wordads_custom_adstxt: 'example.com, pub-1, DIRECT',
		} );
	} );

	it.each( [
		[
			{ wordads_ccpa_privacy_policy_url: 'javascript:alert(1)' },
			'wordads_ccpa_privacy_policy_url',
			'wordads_ccpa_privacy_policy_url is not a valid URL.',
		],
		[
			{ enable_header_ad: 'on' },
			'enable_header_ad',
			'enable_header_ad is not of type boolean.',
		],
	] )(
		'refuses %j naming the field, changing nothing',
		async ( body, field, message ) => {
			const before = ( await site.admin.rest( v4( 'wordads/settings' ) ) )
				.body;
			const response = await post( 'wordads/settings', {
				wordads_display_page: false,
				...body,
			} );
			expect( response.status ).toBe( 400 );
			expect( response.body.data.params[ field ] ).toBe( message );
			expect(
				( await site.admin.rest( v4( 'wordads/settings' ) ) ).body
			).toEqual( before );
		}
	);

	it( 'editors get 403, visitors 401', async () => {
		const editor = await site.testSite.editor();
		expect( ( await editor.rest( v4( 'wordads/settings' ) ) ).status ).toBe(
			403
		);
		expect(
			(
				await post(
					'wordads/settings',
					{ enable_header_ad: false },
					site.testSite.client()
				)
			).status
		).toBe( 401 );
	} );
} );
