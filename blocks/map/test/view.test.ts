/**
 * The visitors' view script loads nothing for a map far from the screen: only when the browser
 * reports a map within 200 px of it does the script ask the site's map config (once for every
 * map of the page) and load the map chunk. Where either cannot be had, the map stays the saved
 * list of markers, marked `data-map="unavailable"`. The browser's IntersectionObserver and fetch
 * are stood in for (jsdom has neither); the map chunk is a file of the build, absent here, so its
 * loading fails as a failed download would (the browser test loads and draws the real one).
 */
import { mapConfigFrom } from '../map-config';

/** The browser's IntersectionObserver, reporting what the test says is near the screen. */
class ObserverDouble {
	static instances: ObserverDouble[] = [];
	readonly observed = new Set< Element >();
	constructor(
		private readonly callback: IntersectionObserverCallback,
		readonly options?: IntersectionObserverInit
	) {
		ObserverDouble.instances.push( this );
	}
	observe( element: Element ) {
		this.observed.add( element );
	}
	unobserve( element: Element ) {
		this.observed.delete( element );
	}
	disconnect() {
		this.observed.clear();
	}
	/**
	 * The browser reporting these elements within the root margin.
	 * @param elements
	 */
	bringNear( elements: Element[] ) {
		this.callback(
			elements.map(
				( target ) =>
					( {
						target,
						isIntersecting: true,
					} ) as IntersectionObserverEntry
			),
			this as unknown as IntersectionObserver
		);
	}
}

const CONFIG = {
	style_url: 'https://tiles.example.org/style.json',
	mapbox_token: '',
	worker_url: '/build/blocks/map/maplibre-gl-worker.js',
	css_url: '/build/blocks/map/map.css',
};

let requests: Array< { url: string; credentials?: RequestCredentials } >;
let configStatus: number;

function installBrowserApis( withObserver = true ) {
	ObserverDouble.instances = [];
	requests = [];
	configStatus = 200;
	Object.assign( window, {
		IntersectionObserver: withObserver ? ObserverDouble : undefined,
		fetch: async ( url: string, init?: RequestInit ) => {
			requests.push( { url, credentials: init?.credentials } );
			return {
				ok: configStatus < 400,
				status: configStatus,
				json: async () => CONFIG,
			};
		},
	} );
	if ( ! withObserver ) {
		delete ( window as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
	}
}

function twoMaps() {
	document.head.innerHTML =
		'<link rel="https://api.w.org/" href="http://localhost/wp-json/">';
	document.body.innerHTML = [ 'Harbour office', 'Beach hut' ]
		.map(
			( title ) =>
				`<div class="wp-block-jetpack-map" data-points="[]"><ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=1,2">${ title }</a></li></ul></div>`
		)
		.join( '' );
	return Array.from(
		document.querySelectorAll< HTMLElement >( '.wp-block-jetpack-map' )
	);
}

function runViewScript() {
	jest.isolateModules( () => {
		require( '../view' );
	} );
}

/** Lets the script's fetch and import settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 20 ) );

describe( 'the map view script', () => {
	afterEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML = '';
	} );

	it( 'watches every map with a 200 px margin and loads nothing while none is near the screen', async () => {
		installBrowserApis();
		const maps = twoMaps();
		runViewScript();
		await settle();
		expect( ObserverDouble.instances ).toHaveLength( 1 );
		const [ observer ] = ObserverDouble.instances;
		expect( observer.options ).toEqual( { rootMargin: '200px' } );
		expect( [ ...observer.observed ] ).toEqual( maps );
		expect( requests ).toEqual( [] );
		expect( maps.map( ( map ) => map.dataset.map ) ).toEqual( [
			undefined,
			undefined,
		] );
	} );

	it( 'asks the site once, when the first map comes near, and tries the map chunk for each map as it comes near', async () => {
		installBrowserApis();
		const [ first, second ] = twoMaps();
		runViewScript();
		const [ observer ] = ObserverDouble.instances;

		observer.bringNear( [ first ] );
		await settle();
		expect( requests ).toEqual( [
			{
				url: 'http://localhost/wp-json/wpcom/v2/map-config',
				credentials: 'omit',
			},
		] );
		expect( observer.observed.has( first ) ).toBe( false );
		expect( observer.observed.has( second ) ).toBe( true );
		// The chunk is not there to load: the map stays the list of markers.
		expect( first.dataset.map ).toBe( 'unavailable' );
		expect( second.dataset.map ).toBeUndefined();
		expect( first.querySelector( 'a' )?.textContent ).toBe(
			'Harbour office'
		);

		observer.bringNear( [ second ] );
		await settle();
		expect( requests ).toHaveLength( 1 );
		expect( second.dataset.map ).toBe( 'unavailable' );
	} );

	it( 'keeps the list when the site gives no map config', async () => {
		installBrowserApis();
		configStatus = 404;
		const [ first ] = twoMaps();
		runViewScript();
		ObserverDouble.instances[ 0 ].bringNear( [ first ] );
		await settle();
		expect( requests ).toHaveLength( 1 );
		expect( first.dataset.map ).toBe( 'unavailable' );
		expect( first.querySelectorAll( 'li' ) ).toHaveLength( 1 );
	} );

	it( 'starts every map at once where the browser has no IntersectionObserver', async () => {
		installBrowserApis( false );
		const maps = twoMaps();
		runViewScript();
		await settle();
		expect( requests ).toHaveLength( 1 );
		expect( maps.map( ( map ) => map.dataset.map ) ).toEqual( [
			'unavailable',
			'unavailable',
		] );
	} );
} );

describe( 'the map config', () => {
	it( 'is taken as the host answers it', () => {
		expect( mapConfigFrom( CONFIG ) ).toEqual( CONFIG );
	} );

	it( 'is refused without a tile style or a worker, which no map can be drawn without', () => {
		expect( () =>
			mapConfigFrom( { ...CONFIG, worker_url: undefined } )
		).toThrow( 'The map configuration names no tile style or worker.' );
		expect( () => mapConfigFrom( { ...CONFIG, style_url: 7 } ) ).toThrow(
			'The map configuration names no tile style or worker.'
		);
		expect( () => mapConfigFrom( null ) ).toThrow();
	} );
} );
