/**
 * The typed admin endpoint groups end to end, part two: setup questionnaire, recommendations,
 * WordAds, and search through an alternate search root (`/?rest_route=/`), with the real
 * request core against a real site.
 */
import { createAdminEndpoints } from '../../api-client/endpoints/admin';
import { ApiError } from '../../api-client/errors';
import { createRequestCore } from '../../api-client/request';
import { connectUser } from './support/jetpack-connection';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';

let t: TestSite;
let api: ReturnType< typeof createAdminEndpoints >;
const searchCalls: string[] = [];

beforeAll( async () => {
	t = await startTestSite();
	const client: SiteClient = await t.admin();
	await connectUser( t, client );
	api = createAdminEndpoints(
		createRequestCore( {
			apiRoot: `${ t.url }/wp-json/`,
			searchRoot: `${ t.url }/?rest_route=/`,
			nonce: client.nonce ?? '',
			fetch: ( url, init ) => {
				if ( url.includes( 'rest_route=' ) ) {
					searchCalls.push( url );
				}
				return client.fetch( url.slice( t.url.length ), init );
			},
		} )
	);
} );

afterAll( () => t.close() );

it( 'the setup questionnaire merges answers and keeps the status', async () => {
	expect( await api.fetchSetupQuestionnaire() ).toEqual( {
		questionnaire: {},
		status: 'not-started',
	} );
	await api.saveSetupQuestionnaire( {
		questionnaire: { 'use-case': 'shop' },
	} );
	const saved = await api.saveSetupQuestionnaire( {
		questionnaire: { goals: [ 'sell' ] },
		status: 'features-page',
	} );
	expect( saved ).toEqual( {
		questionnaire: { 'use-case': 'shop', goals: [ 'sell' ] },
		status: 'features-page',
	} );
	expect( await api.fetchSetupQuestionnaire() ).toEqual( saved );
} );

it( 'recommendations: data, step, suggestions, upsell, conditional', async () => {
	await api.saveRecommendationsData( { 'site-type-store': true } );
	expect( await api.fetchRecommendationsData() ).toEqual( {
		'site-type-store': true,
	} );
	expect( await api.updateRecommendationsStep( 'woocommerce' ) ).toEqual( {
		step: 'woocommerce',
	} );
	expect( await api.fetchRecommendationsStep() ).toEqual( {
		step: 'woocommerce',
	} );
	expect(
		( await api.fetchRecommendationsProductSuggestions() ).length
	).toBeGreaterThan( 0 );
	expect( ( await api.fetchRecommendationsUpsell() ).hide_upsell ).toBe(
		false
	);
	expect( await api.fetchRecommendationsConditional() ).toContain(
		'woocommerce'
	);
} );

it( 'WordAds settings round-trip', async () => {
	const saved = await api.updateWordAdsSettings( {
		enable_header_ad: false,
	} );
	expect( saved.enable_header_ad ).toBe( false );
	expect( ( await api.fetchWordAdsSettings() ).enable_header_ad ).toBe(
		false
	);
} );

it( 'search calls go to the search root and round-trip', async () => {
	expect( ( await api.fetchSearchPlanInfo() ).supports_instant_search ).toBe(
		false
	);
	expect( ( await api.fetchSearchStats() ).post_count ).toBe( 1 );
	expect( ( await api.fetchSearchPricing() ).record_count ).toBe( 1 );
	expect( await api.updateSearchSettings( { module_active: true } ) ).toEqual(
		{
			module_active: true,
			instant_search_enabled: false,
		}
	);
	expect( ( await api.fetchSearchSettings() ).module_active ).toBe( true );
	const refused = await api
		.updateSearchSettings( { instant_search_enabled: true } )
		.catch( ( e: unknown ) => e );
	expect( refused ).toBeInstanceOf( ApiError );
	expect( ( refused as ApiError ).status ).toBe( 400 );
	expect( searchCalls ).toHaveLength( 6 );
	expect( searchCalls[ 0 ] ).toMatch(
		/\/\?rest_route=\/jetpack\/v4\/search\/plan&_cacheBuster=\d+$/
	);
} );
