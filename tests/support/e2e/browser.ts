/**
 * Debian's Chromium driven by playwright-core (no downloaded browsers), and a record of what
 * went wrong in a page: console errors, uncaught exceptions and failed requests.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise< Browser > {
	return chromium.launch( {
		executablePath: CHROMIUM_PATH,
		args: [
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--no-first-run',
		],
	} );
}

export type PageProblems = {
	/** console.error messages, uncaught exceptions and failed requests, in order. */
	all: string[];
	/** What was recorded, minus the expected ones. */
	unexpected: ( ...expected: RegExp[] ) => string[];
	clear: () => void;
};

export function watchPageProblems( page: Page ): PageProblems {
	const all: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			all.push( `console.error: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) =>
		all.push( `uncaught: ${ error.message }` )
	);
	page.on( 'requestfailed', ( request ) => {
		// Navigating away aborts what the previous page still had in flight.
		if ( request.failure()?.errorText !== 'net::ERR_ABORTED' ) {
			all.push(
				`request failed: ${ request.url() } ${ request.failure()?.errorText }`
			);
		}
	} );
	return {
		all,
		unexpected: ( ...expected ) =>
			all.filter(
				( line ) =>
					! expected.some( ( pattern ) => pattern.test( line ) )
			),
		clear: () => all.splice( 0, all.length ),
	};
}
