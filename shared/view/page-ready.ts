/**
 * What visitors' view scripts share: running once the page's markup is there, and starting
 * heavy work only for the blocks that come near the screen. Imports nothing (view scripts stay
 * small and never pull in editor code).
 */

/**
 * Runs `run` once the document has been parsed (at once when it already has).
 * @param run
 */
export function onPageReady( run: () => void ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', () => run() );
	} else {
		run();
	}
}

/**
 * Once the page is ready, calls `start` with the blocks matching `selector` as they come within
 * `rootMargin` of the screen (each block once); all at once where IntersectionObserver is missing.
 * @param selector
 * @param start
 * @param rootMargin
 */
export function startBlocksNearScreen(
	selector: string,
	start: ( blocks: HTMLElement[] ) => void,
	rootMargin = '200px'
) {
	onPageReady( () => {
		const blocks = Array.from(
			document.querySelectorAll< HTMLElement >( selector )
		);
		if ( ! blocks.length ) {
			return;
		}
		if ( ! ( 'IntersectionObserver' in window ) ) {
			start( blocks );
			return;
		}
		const observer = new IntersectionObserver(
			( entries ) => {
				const near = entries
					.filter( ( entry ) => entry.isIntersecting )
					.map( ( entry ) => entry.target as HTMLElement );
				near.forEach( ( block ) => observer.unobserve( block ) );
				if ( near.length ) {
					start( near );
				}
			},
			{ rootMargin }
		);
		blocks.forEach( ( block ) => observer.observe( block ) );
	} );
}
