/**
 * The Stats section: view figures are fetched and shown only on a connected site with the Stats
 * module on; otherwise a short sentence says why views are not counted.
 */
import { act, screen, within } from '@testing-library/react';
import StatsSection from '../components/stats-section';
import { renderAdmin } from './render-admin';

const statsModule = {
	module: 'stats',
	name: 'Jetpack Stats',
	description: 'Collect visitor statistics for every post and page.',
	activated: false,
	available: true,
	requires_connection: true,
	requires_user_connection: false,
	module_tags: [],
	feature: [],
	options: {},
};

const statsData = {
	general: {
		stats: {
			views: 1234,
			views_today: 56,
			views_best_day: '2024-01-02',
			views_best_day_total: 99,
			posts: 7,
		},
	},
	day: { data: [ [ '2024-01-02', 99, 1 ] ] },
};

const originalFetch = globalThis.fetch;
const requested: string[] = [];
let moduleActive = false;

function respond( status: number, body: unknown ) {
	return Promise.resolve( {
		ok: status >= 200 && status < 300,
		status,
		statusText: 'OK',
		redirected: false,
		url: '',
		headers: new Headers( { 'Content-Type': 'application/json' } ),
		json: () => Promise.resolve( body ),
		text: () => Promise.resolve( JSON.stringify( body ) ),
	} );
}

beforeEach( () => {
	requested.length = 0;
	globalThis.fetch = ( ( url: string ) => {
		const path = decodeURIComponent( String( url ) );
		requested.push( path );
		if ( path.includes( 'module/stats/data' ) ) {
			return respond( 200, statsData );
		}
		if ( /module\/stats(\?|$)/.test( path ) ) {
			return respond( 200, { ...statsModule, activated: moduleActive } );
		}
		return respond( 404, { code: 'rest_no_route', message: 'No' } );
	} ) as unknown as typeof fetch;
} );

afterEach( () => {
	globalThis.fetch = originalFetch;
} );

const statsRequests = () =>
	requested.filter( ( path ) => path.includes( 'module/stats/data' ) );

it( 'asks to connect an unconnected site and fetches no views', async () => {
	moduleActive = true;
	const { connection } = renderAdmin( <StatsSection /> );
	await act( async () => {
		connection.setConnectionStatus( { isRegistered: false } );
	} );
	const card = within( screen.getByRole( 'region', { name: 'Stats' } ) );
	expect(
		card.getByText( 'Connect the site to count views.' )
	).toBeInTheDocument();
	expect( card.queryByText( 'Views' ) ).not.toBeInTheDocument();
	expect( statsRequests() ).toEqual( [] );
} );

it( 'says Stats are off on a connected site with the module off, and fetches no views', async () => {
	moduleActive = false;
	const { connection } = renderAdmin( <StatsSection /> );
	await act( async () => {
		connection.setConnectionStatus( { isRegistered: true } );
	} );
	const card = within( screen.getByRole( 'region', { name: 'Stats' } ) );
	expect(
		await card.findByText(
			'Stats are off. Turn on the Stats module to count views.'
		)
	).toBeInTheDocument();
	expect( card.queryByText( 'Views' ) ).not.toBeInTheDocument();
	expect( statsRequests() ).toEqual( [] );
} );

it( 'shows the views on a connected site with the module on', async () => {
	moduleActive = true;
	const { connection } = renderAdmin( <StatsSection /> );
	await act( async () => {
		connection.setConnectionStatus( { isRegistered: true } );
	} );
	const card = within( screen.getByRole( 'region', { name: 'Stats' } ) );
	expect( await card.findByText( '1234' ) ).toBeInTheDocument();
	expect( card.queryByText( /Stats are off/ ) ).not.toBeInTheDocument();
	expect( statsRequests() ).toHaveLength( 1 );
} );
