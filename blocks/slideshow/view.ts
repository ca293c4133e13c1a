/**
 * Slideshows for visitors. The saved markup is already a plain list of the images (what
 * visitors get without JavaScript); this small script loads the carousel chunk (Swiper) only
 * when a slideshow comes near the screen, and starts each slideshow once. If the chunk cannot
 * load, the list stays as it is.
 */
import { startBlocksNearScreen } from '../../shared/view/page-ready';

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

startBlocksNearScreen( '.wp-block-jetpack-slideshow', start );
