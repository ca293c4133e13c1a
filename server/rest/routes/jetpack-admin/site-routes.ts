/**
 * The site, its plan, features, products, purchases, benefits and discount; the plans, the
 * product catalogue and the introductory offers. Site data from the provider's cloud travels as
 * JSON text in `data`, as the provider sends it.
 */
import { getSettings } from '../../../settings/settings';
import type { RestRegistry } from '../../registry';
import type { RestRequest } from '../../types';
import type {
	SiteBenefits,
	SiteData,
	SiteDiscount,
	SiteProducts,
} from '../../../../api-client/types/admin';
import { editPosts, jsonEnvelope, manageOptions, route } from './access';
import { CATALOGUE, INTRO_OFFERS, toPlan, toProduct } from './catalogue';
import { sitePurchases } from './licenses-repo';
import { readAkismet, protectBlockedAttempts } from './security-state';
import { siteFeatures, siteOwnership } from './site-state';
import { statsGeneral } from './stats-repo';
import { connectedSiteId } from './connection-link';

async function siteData( { site }: RestRequest ): Promise< SiteData > {
	const settings = await getSettings( site.db, site.serverUrl() );
	const ownership = await siteOwnership( site.db );
	const { plan } = ownership;
	return {
		ID: await connectedSiteId( site.db ),
		name: settings.title,
		description: settings.description,
		URL: settings.url,
		jetpack: true,
		is_multisite: false,
		plan: {
			product_id: plan.product_id,
			product_slug: plan.product_slug,
			product_name: plan.product_name,
			product_name_short: plan.product_name_short,
			is_free: plan.cost === 0,
			features: siteFeatures( ownership ),
		},
		products: ownership.products.map( ( entry ) => ( {
			product_id: entry.product_id,
			product_slug: entry.product_slug,
			product_name: entry.product_name,
		} ) ),
		options: {
			admin_url: `${ site.serverUrl() }/wp-admin/`,
			timezone: settings.timezone_string,
			language: settings.language,
		},
	};
}

async function siteProducts( { site }: RestRequest ): Promise< SiteProducts > {
	const owned = new Set(
		( await siteOwnership( site.db ) ).products.map(
			( p ) => p.product_slug
		)
	);
	const out: SiteProducts = {};
	for ( const entry of CATALOGUE.filter( ( e ) => e.kind === 'product' ) ) {
		out[ entry.product_slug ] = {
			...toProduct( entry ),
			purchased: owned.has( entry.product_slug ),
		};
	}
	return out;
}

async function siteBenefits( { site }: RestRequest ): Promise< SiteBenefits > {
	const general = await statsGeneral( site.db );
	return {
		protect_blocked_attempts: await protectBlockedAttempts( site.db ),
		stats_views: general.stats.views,
		published_posts: general.stats.posts,
		akismet_spam: ( await readAkismet( site.db ) ).spam_count,
	};
}

const NO_DISCOUNT: SiteDiscount = {
	code: null,
	discount: 0,
	is_used: false,
	expiry_date: null,
};

export function registerSiteRoutes( registry: RestRegistry ) {
	const get = (
		permission: typeof manageOptions,
		handler: ( request: RestRequest ) => unknown
	) => [ { methods: [ 'GET' as const ], permission, handler } ];

	route(
		registry,
		'site',
		get( editPosts, async ( request ) =>
			jsonEnvelope(
				'Site data correctly received.',
				await siteData( request )
			)
		)
	);
	route(
		registry,
		'site/features',
		get( editPosts, async ( { site } ) =>
			jsonEnvelope(
				'Site features correctly received.',
				siteFeatures( await siteOwnership( site.db ) )
			)
		)
	);
	route(
		registry,
		'site/products',
		get( manageOptions, async ( request ) =>
			jsonEnvelope(
				'Site products correctly received.',
				await siteProducts( request )
			)
		)
	);
	route(
		registry,
		'site/purchases',
		get( manageOptions, async ( { site } ) =>
			jsonEnvelope(
				'Site purchases correctly received.',
				await sitePurchases( site.db )
			)
		)
	);
	route(
		registry,
		'site/benefits',
		get( manageOptions, async ( request ) =>
			jsonEnvelope(
				'Site benefits correctly received.',
				await siteBenefits( request )
			)
		)
	);
	route(
		registry,
		'site/discount',
		get( manageOptions, () => ( {
			code: 'success',
			message: 'Site discount correctly received.',
			data: NO_DISCOUNT,
		} ) )
	);
	route(
		registry,
		'plans',
		get( manageOptions, async ( { site } ) => {
			const { plan } = await siteOwnership( site.db );
			return CATALOGUE.filter( ( e ) => e.kind === 'plan' ).map( ( e ) =>
				toPlan( e, plan.product_slug )
			);
		} )
	);
	route(
		registry,
		'products',
		get( manageOptions, () =>
			Object.fromEntries(
				CATALOGUE.filter( ( e ) => e.kind === 'product' ).map(
					( e ) => [ e.product_slug, toProduct( e ) ]
				)
			)
		)
	);
	route(
		registry,
		'intro-offers',
		get( manageOptions, () => INTRO_OFFERS )
	);
}
