/**
 * What the page says while WordPress's editor runs the plugin: console messages, page errors
 * and failed requests, each with the scripts that caused it, so the plugin's own problems can
 * be told from WordPress's; and when the page has gone quiet.
 */
import type { Page } from 'playwright-core';

/** Part of a URL that only the suite plugin's files have. */
export const PLUGIN_PATH = '/plugins/block-suite/';

/** What the page said, with where it came from, so the plugin's own output can be told apart. */
export type PageMessage = {
	kind: 'console' | 'pageerror' | 'request';
	type: string;
	text: string;
	/** Script URL for console messages, stack for errors, URL for requests. */
	source: string;
};

export function describeMessage( message: PageMessage ): string {
	const source =
		message.source
			.split( '\n' )
			.find( ( line ) => line.includes( PLUGIN_PATH ) ) ??
		message.source.split( '\n' )[ 0 ];
	return `${ message.kind } ${ message.type }: ${ message.text.slice(
		0,
		600
	) } (${ source })`;
}

/** Requests in flight and when each started, per page watched by recordPageMessages. */
const inFlight = new WeakMap< Page, Map< unknown, number > >();

/**
 * Resolves once the page has had no request in flight for `quietMs` (lazily loaded editor
 * code, REST calls), or after `timeoutMs` at most. A request pending for longer than
 * `stalledMs` does not count: the editor keeps a few that never finish (OPTIONS requests it
 * answers from its preloaded data).
 * @param page
 * @param quietMs
 * @param timeoutMs
 * @param stalledMs
 */
export async function waitForQuiet(
	page: Page,
	quietMs = 500,
	timeoutMs = 15000,
	stalledMs = 8000
) {
	const requests = inFlight.get( page ) ?? new Map< unknown, number >();
	const deadline = Date.now() + timeoutMs;
	let quietSince = Date.now();
	while ( Date.now() < deadline ) {
		const now = Date.now();
		if (
			[ ...requests.values() ].some(
				( started ) => now - started < stalledMs
			)
		) {
			quietSince = now;
		} else if ( now - quietSince >= quietMs ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
}

/** A stack trace as Chromium's DevTools protocol gives it (Runtime.StackTrace), in part. */
type StackTrace = { callFrames: Array< { url: string } >; parent?: StackTrace };

/** The script URLs of a stack trace, its async parents included. */
function stackScripts( stack?: StackTrace ): string[] {
	const scripts = new Set< string >();
	for ( let trace = stack; trace; trace = trace.parent ) {
		trace.callFrames.forEach( ( frame ) => scripts.add( frame.url ) );
	}
	return [ ...scripts ];
}

/**
 * Records console messages, uncaught errors, and failed or refused requests of the page with
 * the scripts that made them (from Chromium's DevTools protocol, async callers included), so
 * a REST call of the plugin that fails counts as the plugin's even though api-fetch sent it.
 * @param page
 */
export async function recordPageMessages( page: Page ) {
	const messages: PageMessage[] = [];
	const requests = new Map< unknown, number >();
	inFlight.set( page, requests );
	page.on( 'request', ( request ) => requests.set( request, Date.now() ) );
	page.on( 'requestfinished', ( request ) => requests.delete( request ) );
	page.on( 'requestfailed', ( request ) => requests.delete( request ) );
	page.on( 'console', ( message ) =>
		messages.push( {
			kind: 'console',
			type: message.type(),
			text: message.text(),
			source: message.location().url,
		} )
	);
	page.on( 'pageerror', ( error ) =>
		messages.push( {
			kind: 'pageerror',
			type: error.name,
			text: error.message,
			source: error.stack ?? '',
		} )
	);

	const devtools = await page.context().newCDPSession( page );
	await devtools.send( 'Network.enable' );
	await devtools.send( 'Runtime.enable' );
	await devtools.send( 'Runtime.setAsyncCallStackDepth', { maxDepth: 32 } );
	const sent = new Map< string, { url: string; scripts: string[] } >();
	devtools.on( 'Network.requestWillBeSent', ( event ) =>
		sent.set( event.requestId, {
			url: event.request.url,
			scripts: stackScripts( event.initiator.stack ),
		} )
	);
	devtools.on( 'Network.responseReceived', ( event ) => {
		const request = sent.get( event.requestId );
		if ( event.response.status >= 400 ) {
			messages.push( {
				kind: 'request',
				type: `HTTP ${ event.response.status }`,
				text: event.response.url,
				source: request?.scripts.join( '\n' ) ?? '',
			} );
		}
	} );
	devtools.on( 'Network.loadingFailed', ( event ) => {
		const request = sent.get( event.requestId );
		// Navigating away cancels what the previous page still had in flight.
		if ( ! event.canceled ) {
			messages.push( {
				kind: 'request',
				type: 'failed',
				text: `${ request?.url ?? '' } ${ event.errorText }`,
				source: request?.scripts.join( '\n' ) ?? '',
			} );
		}
	} );

	return {
		messages,
		/** What was recorded from `start` on that is the plugin's problem (see isPluginProblem). */
		problemsSince( start: number ): PageMessage[] {
			return messages.slice( start ).filter( isPluginProblem );
		},
		get count() {
			return messages.length;
		},
	};
}

/**
 * A message is the plugin's problem when it is an error or warning, an uncaught error or a
 * failed request that names one of the plugin's files — where it was printed, its stack, the
 * scripts that sent the request, the requested URL, or a component stack in its text — or
 * any block validation message.
 * @param message
 */
export function isPluginProblem( message: PageMessage ): boolean {
	if ( /block validation|invalid content/i.test( message.text ) ) {
		return true;
	}
	const fromPlugin =
		message.source.includes( PLUGIN_PATH ) ||
		message.text.includes( PLUGIN_PATH );
	if ( message.kind === 'console' ) {
		return fromPlugin && [ 'error', 'warning' ].includes( message.type );
	}
	return fromPlugin;
}
