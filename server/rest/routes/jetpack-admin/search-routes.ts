/**
 * Search: the plan (what the site's products allow), settings (validated against the plan),
 * index statistics from the published posts and pages, and pricing for that many records.
 * The client sends these to the search origin; on this host it is the same server.
 */
import { sql } from 'kysely';
import type { SiteDb } from '../../../db/schema';
import type { RestRegistry } from '../../registry';
import type {
	SearchPlan,
	SearchPricing,
	SearchStats,
} from '../../../../api-client/types/admin';
import { manageOptions, route } from './access';
import { SEARCH_TIERS } from './catalogue';
import { registerSearchSettingsRoute } from './search-settings';
import { instantSearchProduct } from './site-state';

/** Records the free tier indexes. */
export const FREE_RECORD_LIMIT = 5000;

async function indexedCounts( db: SiteDb ) {
	const rows = await db
		.selectFrom( 'posts' )
		.select( [
			'type',
			sql< number >`count(*)`.as( 'n' ),
			sql< string | null >`max(date_gmt)`.as( 'newest' ),
		] )
		.where( 'status', '=', 'publish' )
		.where( 'type', 'in', [ 'post', 'page' ] )
		.groupBy( 'type' )
		.execute();
	const breakdown: Record< string, number > = { post: 0, page: 0 };
	const dates: string[] = [];
	for ( const row of rows ) {
		breakdown[ row.type ] = Number( row.n );
		if ( row.newest ) {
			dates.push( row.newest );
		}
	}
	const newest = dates.sort().pop() ?? null;
	return { breakdown, total: breakdown.post + breakdown.page, newest };
}

function tierFor( records: number ) {
	return (
		SEARCH_TIERS.find( ( tier ) => records <= tier.records ) ??
		SEARCH_TIERS[ SEARCH_TIERS.length - 1 ]
	);
}

async function searchPlan( db: SiteDb ): Promise< SearchPlan > {
	const product = await instantSearchProduct( db );
	const { total } = await indexedCounts( db );
	const limit = product ? tierFor( total ).records : FREE_RECORD_LIMIT;
	return {
		supports_search: true,
		supports_instant_search: product !== null,
		supports_only_classic_search: product === null,
		product_slug: product,
		plan_usage: {
			num_records: total,
			records_limit: limit,
			should_upgrade: total > limit,
		},
	};
}

export function registerSearchRoutes( registry: RestRegistry ) {
	const read = ( handler: ( db: SiteDb ) => Promise< unknown > ) => [
		{
			methods: [ 'GET' as const ],
			permission: manageOptions,
			handler: ( { site }: { site: { db: SiteDb } } ) =>
				handler( site.db ),
		},
	];

	route( registry, 'search/plan', read( searchPlan ) );
	route(
		registry,
		'search/stats',
		read( async ( db ): Promise< SearchStats > => {
			const { breakdown, total, newest } = await indexedCounts( db );
			return {
				post_count: total,
				post_type_breakdown: breakdown,
				last_indexed_date: newest,
			};
		} )
	);
	route(
		registry,
		'search/pricing',
		read( async ( db ): Promise< SearchPricing > => {
			const { total } = await indexedCounts( db );
			const tier = tierFor( total );
			return {
				currency_code: 'USD',
				monthly_price: tier.monthly,
				yearly_price: tier.yearly,
				record_count: total,
				tier_maximum_records: tier.records,
			};
		} )
	);
	registerSearchSettingsRoute( registry );
}
