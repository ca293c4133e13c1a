/**
 * The typed admin endpoint groups (createAdminEndpoints) end to end: the real request core
 * (api-client/request.ts) against a real site, signed in through the sign-in form. Site,
 * licensing, security, stats and account calls; errors come back as the core's ApiError.
 */
import { createAdminEndpoints } from '../../api-client/endpoints/admin';
import { ApiError } from '../../api-client/errors';
import { createRequestCore } from '../../api-client/request';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';

let t: TestSite;

/** The admin calls as `client` makes them: its cookies and nonce, the real fetch. */
function adminApi( client: SiteClient, searchRoot?: string ) {
	return createAdminEndpoints(
		createRequestCore( {
			apiRoot: `${ t.url }/wp-json/`,
			searchRoot,
			nonce: client.nonce ?? '',
			fetch: ( url, init ) =>
				client.fetch( url.slice( t.url.length ), init ),
		} )
	);
}

let api: ReturnType< typeof adminApi >;

beforeAll( async () => {
	t = await startTestSite();
	api = adminApi( await t.admin() );
} );

afterAll( () => t.close() );

it( 'site calls answer the decoded data', async () => {
	const site = await api.fetchSiteData();
	expect( site.code ).toBe( 'success' );
	expect( site.data.plan.product_slug ).toBe( 'jetpack_free' );
	expect( site.data.URL ).toBe( t.url );
	expect( ( await api.fetchSiteFeatures() ).data.active ).toContain(
		'stats'
	);
	expect(
		( await api.fetchSiteProducts() ).data.jetpack_scan.purchased
	).toBe( false );
	expect( ( await api.fetchSitePurchases() ).data ).toEqual( [] );
	expect( ( await api.fetchSiteBenefits() ).data.published_posts ).toBe( 1 );
	expect( ( await api.fetchSiteDiscount() ).data.discount ).toBe( 0 );
	const plans = await api.fetchPlans();
	expect( plans.find( ( plan ) => plan.current )?.product_slug ).toBe(
		'jetpack_free'
	);
	expect( Object.keys( await api.fetchProducts() ) ).toContain(
		'jetpack_search'
	);
	expect( ( await api.fetchIntroOffers() ).length ).toBeGreaterThan( 0 );
} );

it( 'licensing round-trips: hold, count, attach, dismiss, error', async () => {
	const key = 'jetpack-complete_ClientTest012345';
	expect(
		( await api.updateLicenseKey( key ) ).license.attached_at
	).toBeNull();
	expect( await api.getUserLicensesCounts() ).toEqual( {
		attached: 0,
		detached: 1,
		revoked: 0,
		not_revoked: 1,
	} );
	expect( await api.attachLicenses( [ key ] ) ).toEqual( [
		{ license: key, activatedProductId: 2014 },
	] );
	expect(
		( await api.getUserLicenses() ).items[ 0 ].attached_at
	).not.toBeNull();
	expect( ( await api.fetchSiteData() ).data.plan.product_slug ).toBe(
		'jetpack_complete'
	);
	expect( ( await api.fetchSitePurchases() ).data[ 0 ].license_key ).toBe(
		key
	);

	const dismissed = await api.updateLicensingActivationNoticeDismiss( 1 );
	expect( await api.fetchActivationNoticeDismiss() ).toEqual( dismissed );
	await api.updateLicensingError( 'Could not attach.' );
	expect( await api.fetchLicensingError() ).toEqual( {
		error: 'Could not attach.',
	} );
} );

it( 'bad input becomes an ApiError naming the field', async () => {
	const failure = await api
		.updateLicenseKey( 'nope' )
		.catch( ( e: unknown ) => e );
	expect( failure ).toBeInstanceOf( ApiError );
	const error = failure as ApiError;
	expect( error.status ).toBe( 400 );
	expect( error.message ).toBe(
		'Invalid parameter(s): license (Status 400)'
	);
	expect(
		( error.body as { data: { params: Record< string, string > } } ).data
			.params.license
	).toBe( 'license is not a valid license key.' );
} );

it( 'security calls, with the plan the licence brought', async () => {
	expect( await api.fetchProtectCount() ).toBe( 0 );
	expect( ( await api.fetchRewindStatus() ).data.state ).toBe(
		'awaiting_credentials'
	);
	expect( ( await api.fetchScanStatus() ).data.state ).toBe( 'provisioning' );
	expect( ( await api.fetchVaultPressData() ).code ).toBe( 'success' );
	expect( ( await api.verifyAkismetKey( 'abcdefabcdef' ) ).validKey ).toBe(
		true
	);
	expect( ( await api.checkAkismetKey() ).validKey ).toBe( true );
	expect( await api.fetchAkismetData() ).toBe( 0 );
	const waf = await api.updateWafSettings( {
		jetpack_waf_automatic_rules: true,
		jetpack_waf_ip_block_list: '198.51.100.7',
	} );
	expect( waf ).toMatchObject( {
		jetpack_waf_automatic_rules: true,
		automaticRulesAvailable: true,
	} );
	expect( ( await api.fetchWafSettings() ).jetpack_waf_ip_block_list ).toBe(
		'198.51.100.7'
	);
} );

it( 'stats and updates', async () => {
	const stats = await api.fetchStatsData( 'week' );
	expect( stats.week?.data ).toHaveLength( 14 );
	expect( stats.general.stats.posts ).toBe( 1 );
	expect( ( await api.getPluginUpdates() ).count ).toBe( 0 );
} );

it( 'account calls: notices, Google, survey, identity crisis, migration', async () => {
	expect( await api.dismissJetpackNotice( 'welcome' ) ).toEqual( {
		welcome: true,
	} );
	expect( await api.fetchDismissedNotices() ).toEqual( { welcome: true } );
	const token = ( await api.fetchVerifySiteGoogleStatus( 5 ) ).token;
	expect( await api.verifySiteGoogle( 5 ) ).toMatchObject( {
		verified: true,
		token,
	} );
	expect( ( await api.fetchVerifySiteGoogleStatus() ).keyring_id ).toBe( 5 );
	expect(
		await api.submitSurvey( {
			survey_id: 'disconnect',
			survey_responses: { reason: 'test' },
		} )
	).toEqual( { success: true, id: expect.any( Number ) } );
	expect( ( await api.confirmIDCSafeMode() ).state.safe_mode_confirmed ).toBe(
		true
	);
	expect( ( await api.startIDCFresh( '/wp-admin/' ) ).redirect_uri ).toBe(
		'/wp-admin/'
	);
	expect( ( await api.migrateIDC() ).state.action ).toBe( 'migrate' );
	expect( ( await api.fetchIdentityCrisisState() ).action ).toBe( 'migrate' );
	expect( ( await api.fetchMigrationStatus() ).status ).toBe( 'inactive' );
} );

it( 'an editor gets ApiError 403 from administrator calls', async () => {
	const editorApi = adminApi( await t.editor() );
	const failure = await editorApi.fetchPlans().catch( ( e: unknown ) => e );
	expect( failure ).toBeInstanceOf( ApiError );
	expect( ( failure as ApiError ).status ).toBe( 403 );
	expect( ( failure as ApiError ).message ).toBe(
		'Sorry, you are not allowed to do that. (Status 403)'
	);
	expect( ( await editorApi.fetchSiteData() ).data.plan.product_slug ).toBe(
		'jetpack_complete'
	);
} );
