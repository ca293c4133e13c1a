/**
 * jetpack/v4 site, site/*, plans, products and intro-offers: shapes (site data travels as JSON
 * text in `data`), the plan following attached licences, and who may read them.
 */
import { getRegistration } from '../../server/connection/registration';
import { connectUser } from './support/jetpack-connection';
import { testSiteForThisFile } from './support/test-site-for-file';
import type { SiteClient } from './support/site-client';

const fileSite = testSiteForThisFile( [ 'admin' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;

/** The provider's envelope: `{ code, message, data: JSON text }`. */
async function envelope( client: SiteClient, path: string ) {
	const response = await client.rest( v4( path ) );
	expect( response.status ).toBe( 200 );
	expect( response.body.code ).toBe( 'success' );
	expect( typeof response.body.data ).toBe( 'string' );
	return JSON.parse( response.body.data );
}

const attach = ( licenses: string[] ) =>
	fileSite.admin.rest( v4( 'licensing/attach-licenses' ), {
		method: 'POST',
		body: { licenses },
	} );

describe( 'a site without licences', () => {
	it( 'is on the free plan with the site settings in its data', async () => {
		await fileSite.admin.rest( '/wp/v2/settings', {
			method: 'POST',
			body: { title: 'Harbour Café', description: 'Fresh coffee' },
		} );
		const site = await envelope( fileSite.admin, 'site' );
		expect( site ).toMatchObject( {
			ID: null,
			name: 'Harbour Café',
			description: 'Fresh coffee',
			URL: fileSite.testSite.url,
			jetpack: true,
			plan: {
				product_slug: 'jetpack_free',
				product_name_short: 'Free',
				is_free: true,
			},
			products: [],
			options: {
				admin_url: `${ fileSite.testSite.url }/wp-admin/`,
				timezone: 'UTC',
			},
		} );
		expect( site.plan.features.active ).toContain( 'stats' );
		expect( site.plan.features.active ).not.toContain( 'backups' );
	} );

	it( 'lists features with the plans and products that grant them', async () => {
		const features = await envelope( fileSite.admin, 'site/features' );
		expect( features.active ).toEqual(
			expect.arrayContaining( [ 'stats', 'brute-force-protect' ] )
		);
		expect( features.available.backups ).toEqual(
			expect.arrayContaining( [
				'jetpack_security_t1_yearly',
				'jetpack_complete',
				'jetpack_backup_t1_yearly',
			] )
		);
	} );

	it( 'has no purchases, nothing purchased and no discount', async () => {
		expect( await envelope( fileSite.admin, 'site/purchases' ) ).toEqual(
			[]
		);
		const products = await envelope( fileSite.admin, 'site/products' );
		expect( products.jetpack_scan ).toMatchObject( {
			product_id: 2106,
			product_slug: 'jetpack_scan',
			currency_code: 'USD',
			purchased: false,
		} );
		const discount = await fileSite.admin.rest( v4( 'site/discount' ) );
		expect( discount.body ).toEqual( {
			code: 'success',
			message: 'Site discount correctly received.',
			data: {
				code: null,
				discount: 0,
				is_used: false,
				expiry_date: null,
			},
		} );
	} );

	it( 'marks the free plan current', async () => {
		const plans = ( await fileSite.admin.rest( v4( 'plans' ) ) ).body;
		expect(
			plans.map( ( p: { product_slug: string } ) => p.product_slug )
		).toEqual( [
			'jetpack_free',
			'jetpack_security_t1_yearly',
			'jetpack_complete',
		] );
		expect(
			plans.filter( ( p: { current: boolean } ) => p.current )
		).toEqual( [
			expect.objectContaining( {
				product_slug: 'jetpack_free',
				cost: 0,
				bill_period: 'none',
			} ),
		] );
	} );

	it( 'serves the catalogue and the introductory offers', async () => {
		const products = ( await fileSite.admin.rest( v4( 'products' ) ) ).body;
		expect( Object.keys( products ) ).toEqual(
			expect.arrayContaining( [
				'jetpack_backup_t1_yearly',
				'jetpack_search',
			] )
		);
		expect( products.jetpack_search.features ).toContain(
			'instant-search'
		);
		const offers = ( await fileSite.admin.rest( v4( 'intro-offers' ) ) )
			.body;
		expect( offers.length ).toBeGreaterThan( 0 );
		for ( const offer of offers ) {
			expect( offer.raw_price ).toBeLessThan( offer.original_price );
			expect( products[ offer.product_slug ].product_id ).toBe(
				offer.product_id
			);
		}
	} );

	it( 'counts real benefits: published posts, views, blocked sign-ins', async () => {
		const benefits = await envelope( fileSite.admin, 'site/benefits' );
		expect( benefits ).toEqual( {
			protect_blocked_attempts: 0,
			stats_views: 0,
			published_posts: 1,
			akismet_spam: 0,
		} );
	} );
} );

describe( 'after attaching licences', () => {
	beforeAll( async () => {
		const response = await attach( [
			'jetpack-complete_AAAABBBBCCCCDDDD',
			'jetpack-scan_EEEEFFFFGGGGHHHH',
		] );
		if ( response.status !== 200 ) {
			throw new Error(
				`Attaching failed: ${ JSON.stringify( response.body ) }`
			);
		}
	} );

	it( 'the site is on the plan the licence gives, with its features', async () => {
		const site = await envelope( fileSite.admin, 'site' );
		expect( site.plan ).toMatchObject( {
			product_slug: 'jetpack_complete',
			is_free: false,
		} );
		expect( site.plan.features.active ).toEqual(
			expect.arrayContaining( [ 'backups', 'scan', 'instant-search' ] )
		);
		expect( site.products ).toEqual( [
			{
				product_id: 2106,
				product_slug: 'jetpack_scan',
				product_name: 'Jetpack Scan',
			},
		] );
		const plans = ( await fileSite.admin.rest( v4( 'plans' ) ) ).body;
		expect(
			plans.find( ( p: { current: boolean } ) => p.current ).product_slug
		).toBe( 'jetpack_complete' );
	} );

	it( 'lists a purchase per attached licence, active for a year', async () => {
		const purchases = await envelope( fileSite.admin, 'site/purchases' );
		expect( purchases ).toHaveLength( 2 );
		const scan = purchases.find(
			( p: { product_slug: string } ) => p.product_slug === 'jetpack_scan'
		);
		expect( scan ).toMatchObject( {
			product_id: 2106,
			license_key: 'jetpack-scan_EEEEFFFFGGGGHHHH',
			expiry_status: 'active',
			active: true,
		} );
		const year =
			Date.parse( scan.expiry_date ) - Date.parse( scan.subscribed_date );
		expect( Math.round( year / 86400000 ) ).toBeGreaterThanOrEqual( 365 );
		expect(
			( await envelope( fileSite.admin, 'site/products' ) ).jetpack_scan
				.purchased
		).toBe( true );
	} );
} );

it( 'once connected, the site data carries the cloud’s site ID', async () => {
	await connectUser( fileSite.testSite, fileSite.admin );
	const registration = await getRegistration( fileSite.testSite.site.db );
	const site = await envelope( fileSite.admin, 'site' );
	expect( site.ID ).toBe( registration!.blogId );
	expect( site.ID ).toEqual( expect.any( Number ) );
} );

describe( 'who may read', () => {
	it( 'editors read the site and its features (the editor needs the plan), nothing else', async () => {
		const editor = await fileSite.testSite.editor();
		expect( ( await editor.rest( v4( 'site' ) ) ).status ).toBe( 200 );
		expect( ( await editor.rest( v4( 'site/features' ) ) ).status ).toBe(
			200
		);
		for ( const path of [
			'site/purchases',
			'site/products',
			'site/benefits',
			'site/discount',
			'plans',
			'products',
			'intro-offers',
		] ) {
			const response = await editor.rest( v4( path ) );
			expect( [ path, response.status, response.body.code ] ).toEqual( [
				path,
				403,
				'rest_forbidden',
			] );
		}
	} );

	it( 'subscribers get 403 and visitors 401 even for the site', async () => {
		const { client: subscriber } =
			await fileSite.testSite.addUser( 'subscriber' );
		expect( ( await subscriber.rest( v4( 'site' ) ) ).status ).toBe( 403 );
		expect(
			( await fileSite.testSite.client().rest( v4( 'site' ) ) ).status
		).toBe( 401 );
	} );
} );
