/**
 * jetpack/v4 module/stats/data (computed from published posts and recorded views) and
 * updates/plugins (from the plugin registry).
 */
import {
	changePlugin,
	listInstalledPlugins,
} from '../../server/plugins/plugins-repo';
import { PLUGINS } from '../../server/plugins/catalogue';
import { recordPostView } from '../../server/rest/routes/jetpack-admin/stats-repo';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';

let t: TestSite;
let admin: SiteClient;

const DAY = 86400000;
const now = new Date();
const daysAgo = ( n: number ) => new Date( now.getTime() - n * DAY );
const ymd = ( date: Date ) => date.toISOString().slice( 0, 10 );

async function publish( title: string, when: Date, status = 'publish' ) {
	const response = await admin.rest( '/wp/v2/posts', {
		method: 'POST',
		body: { title, status, date_gmt: when.toISOString().slice( 0, 19 ) },
	} );
	expect( response.status ).toBe( 201 );
	return response.body.id as number;
}

let todayPost: number;

beforeAll( async () => {
	t = await startTestSite();
	admin = await t.admin();
	// The seeded sample post is published now as well.
	todayPost = await publish( 'Today', now );
	await publish( 'Three days ago', daysAgo( 3 ) );
	await publish( 'Forty days ago', daysAgo( 40 ) );
	await publish( 'A year and a half ago', daysAgo( 550 ) );
	await publish( 'Draft', now, 'draft' );
	await recordPostView( t.site.db, todayPost, now );
	await recordPostView( t.site.db, todayPost, now );
	await recordPostView( t.site.db, todayPost, daysAgo( 1 ) );
} );

afterAll( () => t.close() );

const stats = ( range?: string ) =>
	admin.rest(
		`/jetpack/v4/module/stats/data${ range ? `?range=${ range }` : '' }`
	);

type Row = [ string, number, number ];
const sum = ( rows: Row[], index: 1 | 2 ) =>
	rows.reduce( ( total, row ) => total + row[ index ], 0 );

it( 'general totals count recorded views and published posts', async () => {
	const { body } = await stats( 'day' );
	expect( body.general ).toEqual( {
		date: ymd( now ),
		stats: {
			views: 3,
			views_today: 2,
			views_best_day: ymd( now ),
			views_best_day_total: 2,
			posts: 5,
		},
	} );
} );

it( 'range=day gives 30 days ending today, posts and views per day', async () => {
	const { status, body } = await stats( 'day' );
	expect( status ).toBe( 200 );
	expect( body.week ).toBeUndefined();
	const series = body.day;
	expect( series.unit ).toBe( 'day' );
	expect( series.fields ).toEqual( [ 'period', 'views', 'posts' ] );
	expect( series.data ).toHaveLength( 30 );
	expect( series.data[ 29 ] ).toEqual( [ ymd( now ), 2, 2 ] );
	expect( series.data[ 28 ] ).toEqual( [ ymd( daysAgo( 1 ) ), 1, 0 ] );
	expect( series.data[ 26 ] ).toEqual( [ ymd( daysAgo( 3 ) ), 0, 1 ] );
	expect( series.data[ 0 ][ 0 ] ).toBe( ymd( daysAgo( 29 ) ) );
	// The post of 40 days ago and the draft are not in it.
	expect( sum( series.data, 2 ) ).toBe( 3 );
	expect( sum( series.data, 1 ) ).toBe( 3 );
} );

it( 'range=week gives 14 weeks starting on Mondays', async () => {
	const series = ( await stats( 'week' ) ).body.week;
	expect( series.data ).toHaveLength( 14 );
	for ( const [ period ] of series.data as Row[] ) {
		expect( new Date( `${ period }T00:00:00Z` ).getUTCDay() ).toBe( 1 );
	}
	const last = new Date( `${ series.data[ 13 ][ 0 ] }T00:00:00Z` ).getTime();
	expect( now.getTime() - last ).toBeLessThan( 7 * DAY );
	expect( sum( series.data, 1 ) ).toBe( 3 );
	expect( sum( series.data, 2 ) ).toBe( 4 );
} );

it( 'range=month gives 12 months; older posts fall outside', async () => {
	const series = ( await stats( 'month' ) ).body.month;
	expect( series.data ).toHaveLength( 12 );
	expect( series.data[ 11 ][ 0 ] ).toBe( ymd( now ).slice( 0, 7 ) );
	expect( sum( series.data, 2 ) ).toBe( 4 );
} );

it( 'the range defaults to day and must be day, week or month', async () => {
	expect( Object.keys( ( await stats() ).body ) ).toEqual( [
		'general',
		'day',
	] );
	const bad = await stats( 'year' );
	expect( bad.status ).toBe( 400 );
	expect( bad.body.data.params.range ).toBe(
		'range is not one of day, week, month.'
	);
} );

it( 'stats need manage_options', async () => {
	const editor = await t.editor();
	expect(
		( await editor.rest( '/jetpack/v4/module/stats/data' ) ).status
	).toBe( 403 );
	expect(
		( await t.client().rest( '/jetpack/v4/module/stats/data' ) ).status
	).toBe( 401 );
} );

describe( 'updates/plugins', () => {
	it( 'lists installed plugins from the plugin registry, none waiting', async () => {
		const before = await admin.rest( '/jetpack/v4/updates/plugins' );
		expect( before.body ).toMatchObject( {
			code: 'success',
			message: 'All plugins are up-to-date. Keep up the good work!',
			count: 0,
		} );
		const installed = await listInstalledPlugins( t.site.db );
		expect(
			before.body.plugins.map( ( p: { file: string } ) => p.file )
		).toEqual( Object.keys( installed ) );
		const akismet = PLUGINS.find( ( p ) => p.slug === 'akismet' )!;
		await changePlugin( t.site.db, akismet, { active: true } );
		const { body } = await admin.rest( '/jetpack/v4/updates/plugins' );
		expect( body.count ).toBe( 0 );
		expect(
			body.plugins.filter(
				( p: { file: string } ) => p.file === 'akismet/akismet.php'
			)
		).toEqual( [
			{
				file: 'akismet/akismet.php',
				name: akismet.name,
				version: akismet.version,
				active: true,
				update_available: false,
				new_version: null,
			},
		] );
	} );

	it( 'needs manage_options', async () => {
		const editor = await t.editor();
		expect(
			( await editor.rest( '/jetpack/v4/updates/plugins' ) ).status
		).toBe( 403 );
	} );
} );

it( 'a visitor reading a published post adds a view; its editors and drafts do not', async () => {
	const before = ( await stats( 'day' ) ).body.general.stats.views_today;
	const visitor = t.client();
	expect( ( await visitor.fetch( `/?p=${ todayPost }` ) ).status ).toBe(
		200
	);
	expect( ( await admin.fetch( `/?p=${ todayPost }` ) ).status ).toBe( 200 );
	const after = ( await stats( 'day' ) ).body.general.stats.views_today;
	expect( after ).toBe( before + 1 );
} );
