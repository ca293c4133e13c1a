/**
 * Site statistics from real data: post views recorded per day (admin_stats_views) and posts
 * published per day (the posts table). Dates are UTC.
 */
import { sql } from 'kysely';
import type { SiteDb } from '../../../db/schema';
import type {
	StatsGeneral,
	StatsRange,
	StatsSeries,
} from '../../../../api-client/types/admin';
import { adminDb } from './admin-db';

const DAY_MS = 86400000;
const PERIODS: Record< StatsRange, number > = { day: 30, week: 14, month: 12 };

export function utcDay( date: Date ): string {
	return date.toISOString().slice( 0, 10 );
}

/**
 * Adds one view of a post on the given day. The published-post page calls this.
 * @param db
 * @param postId
 * @param when
 */
export async function recordPostView(
	db: SiteDb,
	postId: number,
	when = new Date()
): Promise< void > {
	await adminDb( db )
		.insertInto( 'admin_stats_views' )
		.values( { day: utcDay( when ), post_id: postId, views: 1 } )
		.onConflict( ( oc ) =>
			oc.columns( [ 'day', 'post_id' ] ).doUpdateSet( ( eb ) => ( {
				views: eb( 'admin_stats_views.views', '+', 1 ),
			} ) )
		)
		.execute();
}

/**
 * The period a day belongs to: the day, the Monday starting its week, or its month.
 * @param day
 * @param unit
 */
function periodOf( day: string, unit: StatsRange ): string {
	if ( unit === 'month' ) {
		return day.slice( 0, 7 );
	}
	if ( unit === 'week' ) {
		const date = new Date( `${ day }T00:00:00Z` );
		const sinceMonday = ( date.getUTCDay() + 6 ) % 7;
		return utcDay( new Date( date.getTime() - sinceMonday * DAY_MS ) );
	}
	return day;
}

/** The periods of a range, oldest first, ending with the one holding `today`. */
function periodsEnding( today: Date, unit: StatsRange ): string[] {
	const out: string[] = [];
	for ( let i = PERIODS[ unit ] - 1; i >= 0; i-- ) {
		if ( unit === 'month' ) {
			const month = new Date(
				Date.UTC( today.getUTCFullYear(), today.getUTCMonth() - i, 1 )
			);
			out.push( utcDay( month ).slice( 0, 7 ) );
		} else {
			const step = unit === 'week' ? 7 * DAY_MS : DAY_MS;
			out.push(
				periodOf(
					utcDay( new Date( today.getTime() - i * step ) ),
					unit
				)
			);
		}
	}
	return out;
}

async function viewsPerDay( db: SiteDb, from: string ) {
	const rows = await adminDb( db )
		.selectFrom( 'admin_stats_views' )
		.select( [ 'day', sql< number >`sum(views)`.as( 'views' ) ] )
		.where( 'day', '>=', from )
		.groupBy( 'day' )
		.execute();
	return rows.map( ( row ) => ( {
		day: row.day,
		count: Number( row.views ),
	} ) );
}

async function postsPerDay( db: SiteDb, from: string ) {
	const day = sql< string >`substr(date_gmt, 1, 10)`;
	const rows = await db
		.selectFrom( 'posts' )
		.select( [ day.as( 'day' ), sql< number >`count(*)`.as( 'posts' ) ] )
		.where( 'type', '=', 'post' )
		.where( 'status', '=', 'publish' )
		.where( 'date_gmt', '>=', from )
		.groupBy( day )
		.execute();
	return rows.map( ( row ) => ( {
		day: row.day,
		count: Number( row.posts ),
	} ) );
}

export async function statsSeries(
	db: SiteDb,
	unit: StatsRange,
	today = new Date()
): Promise< StatsSeries > {
	const periods = periodsEnding( today, unit );
	const from = unit === 'month' ? `${ periods[ 0 ] }-01` : periods[ 0 ];
	const rows = new Map(
		periods.map( ( period ) => [
			period,
			[ period, 0, 0 ] as [ string, number, number ],
		] )
	);
	for ( const { day, count } of await viewsPerDay( db, from ) ) {
		const row = rows.get( periodOf( day, unit ) );
		if ( row ) {
			row[ 1 ] += count;
		}
	}
	for ( const { day, count } of await postsPerDay( db, from ) ) {
		const row = rows.get( periodOf( day, unit ) );
		if ( row ) {
			row[ 2 ] += count;
		}
	}
	return {
		date: utcDay( today ),
		unit,
		fields: [ 'period', 'views', 'posts' ],
		data: [ ...rows.values() ],
	};
}

export async function statsGeneral(
	db: SiteDb,
	today = new Date()
): Promise< StatsGeneral > {
	const days = await viewsPerDay( db, '0000-00-00' );
	const best = days.reduce< { day: string; count: number } | null >(
		( top, row ) => ( ! top || row.count > top.count ? row : top ),
		null
	);
	const posts = await db
		.selectFrom( 'posts' )
		.select( sql< number >`count(*)`.as( 'n' ) )
		.where( 'type', '=', 'post' )
		.where( 'status', '=', 'publish' )
		.executeTakeFirstOrThrow();
	const date = utcDay( today );
	return {
		date,
		stats: {
			views: days.reduce( ( sum, row ) => sum + row.count, 0 ),
			views_today: days.find( ( row ) => row.day === date )?.count ?? 0,
			views_best_day: best?.day ?? null,
			views_best_day_total: best?.count ?? 0,
			posts: Number( posts.n ),
		},
	};
}
