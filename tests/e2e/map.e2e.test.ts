/**
 * The Map end to end, token-free, against a local fake on 127.0.0.1 (MAP_STYLE_URL: a tiny
 * MapLibre style of plain raster tiles with a square drawn around each place from a GeoJSON
 * source, which MapLibre tiles in its worker; NOMINATIM_URL: a Nominatim-style geocoder). An
 * editor inserts the Map through the inserter, types an address (one search once typing pauses,
 * the places found offered), picks one, sees it drawn in the editor, renames the marker in the
 * sidebar and publishes. A visitor at 1280 px gets the map drawn from the fake's tiles with the
 * marker (the canvas's pixels are the tiles' and the square's colours), at 390 px a map that fits
 * the screen, and without JavaScript the list of markers with their maps links; axe finds
 * nothing on the published page. No page breaks the site's Content-Security-Policy.
 */
import type { Locator, Page } from 'playwright-core';
import {
	PLACE_COLOUR,
	TILE_COLOUR,
	startMapServicesFake,
	type MapServicesFake,
} from '../server/support/map-services-fake';
import {
	colourShares,
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	findAccessibilityViolations,
	getEditedBlocks,
	publishPost,
	settle,
	watchPageProblems,
} from '../support/e2e';

const HARBOUR = {
	name: 'Harbour Street',
	address: '12 Harbour Street, Kaiapoi, New Zealand',
	lat: -43.3781,
	lon: 172.6571,
};
const MAPS_LINK = `https://www.google.com/maps/search/?api=1&query=${ HARBOUR.lat },${ HARBOUR.lon }`;

let fake: MapServicesFake;
const env: Record< string, string > = {};

// Registered before the session's own beforeAll, which reads `env` when it starts the site.
beforeAll( async () => {
	fake = await startMapServicesFake();
	fake.places = [
		HARBOUR,
		{
			name: 'Harbour View Road',
			address: 'Harbour View Road, Lyttelton, New Zealand',
			lat: -43.6,
			lon: 172.72,
		},
		{
			name: 'Beach Road',
			address: 'Beach Road, Kaikōura, New Zealand',
			lat: -42.4,
			lon: 173.68,
		},
	];
	env.MAP_STYLE_URL = `${ fake.url }/style.json`;
	env.NOMINATIM_URL = fake.url;
} );

const session = editorSessionForThisFile( { env } );

afterAll( async () => {
	await fake?.close();
} );

let postUrl = '';

const tileRequests = () =>
	fake.requests.filter( ( request ) => request.startsWith( '/tiles/' ) );

/**
 * Waits until the map's canvas shows the fake's tiles over most of it and the square around the
 * place (drawn from the GeoJSON MapLibre's worker tiled); answers whether it did.
 * @param canvas the `.maplibregl-canvas` element
 */
function mapDrawn( canvas: Locator ) {
	return settle(
		async () => {
			const [ tiles, place ] = await colourShares( canvas, [
				TILE_COLOUR,
				PLACE_COLOUR,
			] );
			return tiles > 0.5 && place > 0.005;
		},
		true,
		30000
	);
}

/**
 * A page for a visitor, with its problems recorded.
 * @param width the viewport's width
 */
async function visitorPage( width: number ) {
	const page = await session.browser.newPage( {
		viewport: { width, height: 900 },
	} );
	const problems = watchPageProblems( page );
	return { page, problems };
}

async function publishedMap( page: Page ) {
	await page.goto( postUrl );
	const map = page.locator( '.wp-block-jetpack-map' );
	await map.locator( '.maplibregl-canvas' ).waitFor( { timeout: 30000 } );
	return map;
}

describe( 'Map', () => {
	it( 'is inserted, gets a marker from the address search, drawn in the editor, and is published', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Our harbour office', [
			'map',
			'Map',
		] );

		const canvas = editorCanvas( page );
		const block = canvas.locator( '.wp-block-jetpack-map' );
		// Typed key by key: the search waits until typing pauses (250 ms), not one per key.
		await block
			.getByLabel( 'Add a marker' )
			.pressSequentially( 'harbour', { delay: 20 } );
		const found = block.getByRole( 'list', { name: 'Places found' } );
		await found.waitFor();
		await expect(
			found.getByRole( 'button' ).allInnerTexts()
		).resolves.toEqual( [
			'12 Harbour Street, Kaiapoi, New Zealand',
			'Harbour View Road, Lyttelton, New Zealand',
		] );
		const searches = fake.requests.filter( ( request ) =>
			request.startsWith( '/search?' )
		);
		// One search when the keys come faster than 250 ms apart, as they do here; a loaded
		// machine may pause once mid-word, never seven times.
		expect( searches.length ).toBeLessThanOrEqual( 2 );
		expect( searches[ searches.length - 1 ] ).toBe(
			'/search?format=jsonv2&q=harbour&limit=10'
		);
		await found.getByRole( 'button', { name: HARBOUR.address } ).click();

		// The editor draws the map from the site's style, with MapLibre's worker.
		const editorMap = block.locator( '.maplibregl-canvas' );
		await editorMap.waitFor( { timeout: 30000 } );
		expect( await mapDrawn( editorMap ) ).toBe( true );
		await expect(
			block.locator( '.maplibregl-marker' ).count()
		).resolves.toBe( 1 );

		// The marker's title, in the sidebar.
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const title = sidebar.getByRole( 'textbox', { name: 'Marker title' } );
		await expect( title.inputValue() ).resolves.toBe( HARBOUR.name );
		await title.fill( 'Harbour office' );

		const [ edited ] = await getEditedBlocks( page );
		expect( edited ).toMatchObject( {
			name: 'jetpack/map',
			attributes: {
				points: [
					{
						title: 'Harbour office',
						placeTitle: HARBOUR.name,
						caption: HARBOUR.address,
						coordinates: {
							latitude: HARBOUR.lat,
							longitude: HARBOUR.lon,
						},
					},
				],
				mapCenter: { latitude: HARBOUR.lat, longitude: HARBOUR.lon },
			},
		} );
		postUrl = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );
	}, 120000 );

	it( 'draws the map from the tiles with its marker for a visitor at 1280 px, and passes axe', async () => {
		const { page, problems } = await visitorPage( 1280 );
		const before = tileRequests().length;
		const map = await publishedMap( page );
		const canvas = map.locator( '.maplibregl-canvas' );
		expect( await mapDrawn( canvas ) ).toBe( true );
		expect( tileRequests().length ).toBeGreaterThan( before );
		await expect( map.getAttribute( 'class' ) ).resolves.toContain(
			'is-map-ready'
		);
		// The marker, named by its title, opens its popup from the keyboard too.
		const marker = map.getByRole( 'button', { name: 'Harbour office' } );
		await expect( marker.count() ).resolves.toBe( 1 );
		await marker.focus();
		await page.keyboard.press( 'Enter' );
		const popup = map.locator( '.maplibregl-popup' );
		await popup.waitFor();
		await expect( popup.innerText() ).resolves.toContain( HARBOUR.address );
		// The list stays for screen readers.
		await expect(
			map
				.getByRole( 'link', { name: 'Harbour office' } )
				.getAttribute( 'href' )
		).resolves.toBe( MAPS_LINK );
		// The map is 3/4 as high as it is wide (no height chosen), within 80% of the window.
		const box = ( await canvas.boundingBox() )!;
		expect( box.height ).toBeCloseTo(
			Math.min( ( box.width * 3 ) / 4, 900 * 0.8 ),
			-1
		);
		expect( await findAccessibilityViolations( page ) ).toEqual( [] );
		expect( problems.unexpected() ).toEqual( [] );
		expect( problems.cspViolations ).toEqual( [] );
		await page.close();
	}, 90000 );

	it( 'fits a 390 px phone without horizontal overflow', async () => {
		const { page, problems } = await visitorPage( 390 );
		const map = await publishedMap( page );
		const canvas = map.locator( '.maplibregl-canvas' );
		expect( await mapDrawn( canvas ) ).toBe( true );
		const overflow = await page.evaluate(
			() =>
				document.documentElement.scrollWidth -
				document.documentElement.clientWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
		const box = ( await canvas.boundingBox() )!;
		expect( box.x ).toBeGreaterThanOrEqual( 0 );
		expect( box.x + box.width ).toBeLessThanOrEqual( 390 );
		expect( problems.unexpected() ).toEqual( [] );
		expect( problems.cspViolations ).toEqual( [] );
		await page.close();
	}, 90000 );

	it( 'gives visitors without JavaScript the list of markers with their maps links', async () => {
		const context = await session.browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		const before = tileRequests().length;
		await page.goto( postUrl );
		const map = page.locator( '.wp-block-jetpack-map' );
		const links = map.getByRole( 'link' );
		await expect( links.allInnerTexts() ).resolves.toEqual( [
			'Harbour office',
		] );
		await expect( links.first().getAttribute( 'href' ) ).resolves.toBe(
			MAPS_LINK
		);
		await expect( links.first().isVisible() ).resolves.toBe( true );
		await expect(
			map.locator( '.maplibregl-canvas' ).count()
		).resolves.toBe( 0 );
		expect( tileRequests().length ).toBe( before );
		await context.close();
	}, 60000 );
} );
