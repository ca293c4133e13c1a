/**
 * Gives plain Node the browser globals that @wordpress/blocks needs to parse and validate
 * content (DOMParser, document, window, …), from the jsdom that jest-environment-jsdom
 * installs. Must run before any @wordpress module is loaded.
 */
const { JSDOM, VirtualConsole } = require( 'jsdom' );

/**
 * jsdom reports its own problems here; stylesheets that packages inject at load time use CSS
 * nesting and layers that jsdom cannot parse, which is harmless for parsing content.
 */
function quietConsole() {
	const virtualConsole = new VirtualConsole();
	virtualConsole.on( 'jsdomError', ( error ) => {
		if (
			error?.type !== 'css parsing' &&
			! /Could not parse CSS/.test( error?.message ?? '' )
		) {
			process.stderr.write( `jsdom: ${ error?.message ?? error }\n` );
		}
	} );
	return virtualConsole;
}

function installDomGlobals() {
	if ( globalThis.__contentToolsDom ) {
		return globalThis.__contentToolsDom;
	}
	const dom = new JSDOM(
		'<!doctype html><html><head></head><body></body></html>',
		{
			url: 'http://localhost/',
			pretendToBeVisual: true,
			virtualConsole: quietConsole(),
		}
	);
	const { window } = dom;
	for ( const key of Object.getOwnPropertyNames( window ) ) {
		if ( key in globalThis || key.startsWith( '_' ) ) {
			continue;
		}
		Object.defineProperty( globalThis, key, {
			configurable: true,
			get: () => window[ key ],
		} );
	}
	globalThis.window = window;
	globalThis.document = window.document;
	globalThis.SCRIPT_DEBUG = false;
	window.requestIdleCallback ??= ( callback ) =>
		setTimeout(
			() => callback( { didTimeout: false, timeRemaining: () => 50 } ),
			0
		);
	window.cancelIdleCallback ??= ( handle ) => clearTimeout( handle );
	window.matchMedia ??= () => ( {
		matches: false,
		addListener() {},
		removeListener() {},
		addEventListener() {},
		removeEventListener() {},
	} );
	globalThis.__contentToolsDom = dom;
	return dom;
}

module.exports = { installDomGlobals };
