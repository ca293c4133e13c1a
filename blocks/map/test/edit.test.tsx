/**
 * The map in a real block editor, with the host's answers given to apiFetch (the REST server's
 * side is replaced, nothing of ours is): marker search (250 ms debounce, up to 10 places, no
 * duplicate markers), marker editing, zoom and height limits, the Mapbox token panel's states
 * and messages, and the address lookup's not-found message. The map drawing itself needs WebGL
 * and is checked in the browser.
 */
import apiFetch from '@wordpress/api-fetch';
import { createBlock } from '@wordpress/blocks';
import { select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';

type Call = { path?: string; method?: string; data?: Record< string, string > };
let calls: Call[];
let token = '';
let tokenSource = 'site';
let places: Array< {
	id: string;
	text: string;
	place_name: string;
	center: [ number, number ];
} >;

beforeAll( () => {
	apiFetch.setFetchHandler( async ( options ) => {
		const call = options as Call;
		calls.push( call );
		const path = call.path ?? '';
		if ( path.startsWith( '/wpcom/v2/map-geocoding' ) ) {
			const query = decodeURIComponent(
				/query=([^&]*)/.exec( path )?.[ 1 ] ?? ''
			).toLowerCase();
			return {
				service: 'nominatim',
				features: places.filter( ( place ) =>
					place.place_name.toLowerCase().includes( query )
				),
			};
		}
		if ( path.startsWith( '/wpcom/v2/service-api-keys/mapbox' ) ) {
			if ( call.method === 'POST' ) {
				if ( call.data?.service_api_key !== 'pk.ok' ) {
					throw {
						code: 'invalid_key',
						message:
							'Mapbox does not accept this access token. Check it and try again.',
					};
				}
				token = 'pk.ok';
			}
			if ( call.method === 'DELETE' ) {
				token = '';
			}
			return {
				service_api_key: token,
				service_api_key_source: tokenSource,
			};
		}
		if ( path.startsWith( '/wpcom/v2/map-config' ) ) {
			return {
				style_url: 'http://127.0.0.1:1/style.json',
				mapbox_token: '',
				worker_url: '/build/blocks/map/maplibre-gl-worker.js',
				css_url: '/build/blocks/map/map.css',
			};
		}
		throw { message: `unexpected ${ path }` };
	} );
} );

afterAll( () => apiFetch.setFetchHandler( apiFetch.defaultFetchHandler ) );

beforeEach( () => {
	calls = [];
	token = '';
	tokenSource = 'site';
	places = Array.from( { length: 12 }, ( _, index ) => ( {
		id: `nominatim.node${ index }`,
		text: `${ index + 1 } Harbour Street`,
		place_name: `${ index + 1 } Harbour Street, Kaiapoi`,
		center: [ 172.6 + index / 100, -43.3 ],
	} ) );
} );

async function renderMap( attributes: Record< string, unknown > = {} ) {
	registerSuiteBlock( { metadata, settings: blockSettings } );
	const block = createBlock( 'jetpack/map', attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
		toolbar: true,
	} );
	// The token panel reads the token once; the preview asks for the style.
	await waitFor( () =>
		expect(
			calls.some( ( call ) => call.path?.includes( 'mapbox' ) )
		).toBe( true )
	);
	return {
		...view,
		attributes: () =>
			view.blocks()[ 0 ].attributes as Record< string, any >,
	};
}

const errors = () =>
	select( noticesStore )
		.getNotices()
		.filter( ( notice ) => notice.status === 'error' )
		.map( ( notice ) => notice.content );

const point = ( id: string, longitude: number ) => ( {
	title: id,
	caption: '',
	id,
	coordinates: { longitude, latitude: -43 },
} );

describe( 'Map editor', () => {
	it( 'searches 250 ms after typing stops, offers up to 10 places, and adds the one chosen once', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const view = await renderMap();
		const box = screen.getByRole( 'textbox', { name: 'Add a marker' } );
		await user.type( box, 'harbour' );
		await act( async () => {
			jest.advanceTimersByTime( 200 );
		} );
		expect(
			calls.filter( ( call ) => call.path?.includes( 'geocoding' ) )
		).toHaveLength( 0 );
		await act( async () => {
			jest.advanceTimersByTime( 60 );
		} );
		jest.useRealTimers();
		const geocoding = calls.filter( ( call ) =>
			call.path?.includes( 'geocoding' )
		);
		expect( geocoding ).toHaveLength( 1 );
		// apiFetch adds `_locale=user` itself.
		expect( geocoding[ 0 ].path ).toMatch(
			/^\/wpcom\/v2\/map-geocoding\?query=harbour&limit=10(&|$)/
		);
		const list = await screen.findByRole( 'list', {
			name: 'Places found',
		} );
		expect( list.querySelectorAll( 'button' ) ).toHaveLength( 10 );
		await userEvent.click(
			screen.getByRole( 'button', { name: '3 Harbour Street, Kaiapoi' } )
		);
		expect( view.attributes().points ).toEqual( [
			{
				placeTitle: '3 Harbour Street',
				title: '3 Harbour Street',
				caption: '3 Harbour Street, Kaiapoi',
				id: 'nominatim.node2',
				coordinates: { longitude: 172.62, latitude: -43.3 },
			},
		] );
		// The same place again: no second marker.
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add marker' } )
		);
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Add a marker' } ),
			'3 harbour'
		);
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: '3 Harbour Street, Kaiapoi',
			} )
		);
		expect( view.attributes().points ).toHaveLength( 1 );
	}, 30000 );

	it( 'edits a marker’s title and caption, and deletes it', async () => {
		const view = await renderMap( { points: [ point( 'a', 172 ) ] } );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Marker title' } ),
			{
				target: { value: 'Our shop' },
			}
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Marker caption' } ),
			{ target: { value: 'Open daily' } }
		);
		expect( view.attributes().points[ 0 ] ).toMatchObject( {
			title: 'Our shop',
			caption: 'Open daily',
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Delete marker “Our shop”' } )
		);
		expect( view.attributes().points ).toEqual( [] );
	} );

	it( 'keeps the zoom within 0–22, and locks it while several markers fit the view', async () => {
		const one = await renderMap( { points: [ point( 'a', 172 ) ] } );
		const zoom = screen.getByRole( 'spinbutton', { name: 'Zoom level' } );
		expect( zoom ).toHaveAttribute( 'min', '0' );
		expect( zoom ).toHaveAttribute( 'max', '22' );
		expect( zoom ).toHaveValue( 13 );
		one.unmount();
		await renderMap( { points: [ point( 'a', 172 ), point( 'b', 173 ) ] } );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Zoom level' } )
		).toBeDisabled();
		expect(
			screen.getByText(
				'With several markers the map zooms to show them all.'
			)
		).toBeInTheDocument();
	} );

	it( 'stores the height 250 ms after typing: at least 400, in steps of 10, empty for automatic', async () => {
		const view = await renderMap();
		const height = screen.getByRole( 'spinbutton', {
			name: 'Height in pixels',
		} );
		fireEvent.change( height, { target: { value: '455' } } );
		expect( view.attributes().mapHeight ).toBeUndefined();
		await waitFor( () =>
			expect( view.attributes().mapHeight ).toBe( 460 )
		);
		fireEvent.change( height, { target: { value: '120' } } );
		await waitFor( () =>
			expect( view.attributes().mapHeight ).toBe( 400 )
		);
		fireEvent.change( height, { target: { value: '' } } );
		await waitFor( () =>
			expect( view.attributes().mapHeight ).toBeUndefined()
		);
	} );

	it( 'shows the token states: none, then set, with Set Token disabled while empty; a refusal shows its message', async () => {
		await renderMap();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Mapbox Access Token' } )
		);
		expect(
			await screen.findByText(
				'Maps work without a token. Paste a Mapbox access token to search addresses with Mapbox instead.'
			)
		).toBeInTheDocument();
		const set = screen.getByRole( 'button', { name: 'Set Token' } );
		expect( set ).toHaveAttribute( 'aria-disabled', 'true' );
		const field = screen.getByRole( 'textbox', {
			name: 'Mapbox Access Token',
		} );
		await userEvent.type( field, 'pk.bad' );
		await userEvent.click( set );
		await waitFor( () =>
			expect( errors() ).toContain(
				'Mapbox does not accept this access token. Check it and try again.'
			)
		);
		await userEvent.clear( field );
		await userEvent.type( field, 'pk.ok' );
		await userEvent.click( set );
		expect(
			await screen.findByText(
				'The address search uses Mapbox with this token.'
			)
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove Token' } )
		);
		expect(
			await screen.findByText(
				'Maps work without a token. Paste a Mapbox access token to search addresses with Mapbox instead.'
			)
		).toBeInTheDocument();
	} );

	it( 'has the sidebar panels Colors, Map Settings, Markers and Mapbox Access Token', async () => {
		await renderMap( { points: [ point( 'a', 172 ) ] } );
		for ( const name of [
			'Colors',
			'Map Settings',
			'Markers',
			'Mapbox Access Token',
		] ) {
			expect(
				screen.getByRole( 'button', { name } )
			).toBeInTheDocument();
		}
	} );

	it( 'shows the field empty when the platform provides the token (source wpcom)', async () => {
		token = 'pk.platform';
		tokenSource = 'wpcom';
		await renderMap();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Mapbox Access Token' } )
		);
		expect(
			await screen.findByText(
				'The address search uses Mapbox with this token.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'Mapbox Access Token' } )
		).toHaveValue( '' );
	} );

	it( 'looks up an inserted address once, and says when it cannot be found', async () => {
		const view = await renderMap( { address: 'Atlantis' } );
		await waitFor( () =>
			expect( errors() ).toContain(
				'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.'
			)
		);
		expect( view.attributes().points ).toEqual( [] );
	} );
} );
