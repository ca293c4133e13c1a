/**
 * Debian's Chromium driven by playwright-core (no downloaded browsers), and a record of what
 * went wrong in a page: console errors, uncaught exceptions and failed requests.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
// Debian's Chromium and the flags it needs on these machines (also read by bench/).
import CHROMIUM from './chromium.json';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || CHROMIUM.defaultPath;

export function launchBrowser(): Promise< Browser > {
	return chromium.launch( {
		executablePath: CHROMIUM_PATH,
		args: CHROMIUM.args,
	} );
}

export type PageProblems = {
	/** console.error messages, uncaught exceptions and failed requests, in order. */
	all: string[];
	/** Content-Security-Policy refusals (console messages), in order; clear() keeps them. */
	cspViolations: string[];
	/** What was recorded, minus the expected ones. */
	unexpected: ( ...expected: RegExp[] ) => string[];
	clear: () => void;
};

export function watchPageProblems( page: Page ): PageProblems {
	const all: string[] = [];
	const cspViolations: string[] = [];
	page.on( 'console', ( message ) => {
		// Chromium words them "Refused to …" or "Executing inline script violates …".
		if (
			/^Refused to |violates the following Content Security Policy/.test(
				message.text()
			)
		) {
			cspViolations.push( message.text() );
		}
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
		cspViolations,
		unexpected: ( ...expected ) =>
			all.filter(
				( line ) =>
					! expected.some( ( pattern ) => pattern.test( line ) )
			),
		// CSP refusals are kept: they fail the file whenever they happened (session.ts).
		clear: () => all.splice( 0, all.length ),
	};
}
