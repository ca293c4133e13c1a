/**
 * Slideshows for visitors. The saved markup is already a plain list of the images (what
 * visitors get without JavaScript); this small script loads the carousel chunk (Swiper) only
 * when a slideshow comes near the screen, and starts each slideshow once. If the chunk cannot
 * load, the list stays as it is (marked data-carousel="unavailable") and the console says
 * 'The Swiper library could not be loaded.'.
 */
import { startBlocksNearScreen } from '../../shared/view/page-ready';
import { loadViewChunk } from '../../shared/view/view-chunk';

/** The editor's message for the same failure (spec 001 §8); this script loads no translations. */
const SWIPER_UNAVAILABLE = 'The Swiper library could not be loaded.';

type CarouselChunk = { startCarousels: ( blocks: HTMLElement[] ) => void };

let chunk: Promise< CarouselChunk > | undefined;
function loadChunk() {
	chunk ??= loadViewChunk< CarouselChunk >( 'carousel.js' );
	return chunk;
}

function start( blocks: HTMLElement[] ) {
	loadChunk().then(
		( loaded ) => loaded.startCarousels( blocks ),
		( error: unknown ) => {
			for ( const block of blocks ) {
				block.dataset.carousel = 'unavailable';
			}
			// For whoever looks after the site; visitors keep the complete list of images.
			// eslint-disable-next-line no-console
			console.error( SWIPER_UNAVAILABLE, error );
		}
	);
}

startBlocksNearScreen( '.wp-block-jetpack-slideshow', start );
