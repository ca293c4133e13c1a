/**
 * Counts this view of the page in the `jp-visit-counter` cookie when the page holds a Repeat
 * Visitor block, once the page has loaded (as Jetpack does, so a visitor's count carries over).
 * The server reads the cookie on the next view to decide what the block shows.
 */
import {
	parseVisitCount,
	VISIT_COUNTER_COOKIE,
	VISIT_COUNTER_MAX_AGE,
} from './visit-counter';

function currentCount(): number {
	const prefix = `${ VISIT_COUNTER_COOKIE }=`;
	const entry = document.cookie
		.split( ';' )
		.map( ( part ) => part.trim() )
		.find( ( part ) => part.startsWith( prefix ) );
	return parseVisitCount(
		entry ? decodeURIComponent( entry.slice( prefix.length ) ) : undefined
	);
}

export function countVisit(): void {
	if ( ! document.querySelector( '.wp-block-jetpack-repeat-visitor' ) ) {
		return;
	}
	const next = Math.max( 0, currentCount() ) + 1;
	document.cookie = `${ VISIT_COUNTER_COOKIE }=${ next }; Path=${ encodeURI(
		window.location.pathname
	) }; Max-Age=${ VISIT_COUNTER_MAX_AGE }; SameSite=Lax`;
}

if ( document.readyState === 'complete' ) {
	countVisit();
} else {
	window.addEventListener( 'load', countVisit );
}
