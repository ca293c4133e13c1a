/**
 * Slideshows for visitors. The saved markup is already a plain list of the images (what
 * visitors get without JavaScript); this small script loads the carousel chunk (Swiper) only
 * when a slideshow comes near the screen, and starts each slideshow once. If the chunk cannot
 * load, the list stays as it is.
 */
export {};

type CarouselChunk = { startCarousels: ( blocks: HTMLElement[] ) => void };

const script = document.currentScript as HTMLScriptElement | null;
const chunkUrl = new URL( 'carousel.js', script?.src ?? location.href ).href;

let chunk: Promise< CarouselChunk > | undefined;
function loadChunk() {
	chunk ??= import( /* webpackIgnore: true */ chunkUrl );
	return chunk;
}

function start( blocks: HTMLElement[] ) {
	loadChunk().then(
		( loaded ) => loaded.startCarousels( blocks ),
		() => {
			for ( const block of blocks ) {
				block.dataset.carousel = 'unavailable';
			}
		}
	);
}

function init() {
	const blocks = Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-jetpack-slideshow'
		)
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
		{ rootMargin: '200px' }
	);
	blocks.forEach( ( block ) => observer.observe( block ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
