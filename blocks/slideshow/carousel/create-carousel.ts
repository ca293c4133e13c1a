/**
 * Turns a saved slideshow (the plain list of figures) into a carousel with Swiper: named
 * previous/next buttons, dots or an 'n / total' counter, the pause/play button when autoplay
 * runs, arrow keys while the slideshow is on screen, and a height from the first image's ratio.
 * Slide changes are announced politely, and only while autoplay is not running. Used by the view
 * script's lazily loaded chunk and by the editor preview; nothing here runs until it is loaded.
 */
import { __ } from '@wordpress/i18n';
import Swiper from 'swiper';
import {
	A11y,
	Autoplay,
	EffectFade,
	Keyboard,
	Navigation,
	Pagination,
} from 'swiper/modules';
import { paginationKind } from './pagination';
import type { CarouselSettings } from './settings';
import { parseAspectRatio, slideshowHeight } from './slide-height';

export type Carousel = {
	swiper: Swiper;
	/** Whether autoplay is running now (false once paused, or when it never ran). */
	isPlaying: () => boolean;
	destroy: () => void;
};

export const PAUSE_LABEL = () => __( 'Pause Slideshow', 'jetpack' );
export const PLAY_LABEL = () => __( 'Play Slideshow', 'jetpack' );

function firstImageRatio( container: HTMLElement ): number | undefined {
	const image = container.querySelector( 'img' );
	if ( ! image ) {
		return undefined;
	}
	return (
		parseAspectRatio( image.dataset.aspectRatio ) ??
		( image.naturalWidth && image.naturalHeight
			? image.naturalWidth / image.naturalHeight
			: undefined )
	);
}

function activateOnEnterOrSpace( element: HTMLElement, action: () => void ) {
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			action();
		}
	};
	element.addEventListener( 'click', action );
	element.addEventListener( 'keydown', onKey );
	return () => {
		element.removeEventListener( 'click', action );
		element.removeEventListener( 'keydown', onKey );
	};
}

export function createCarousel(
	block: HTMLElement,
	settings: CarouselSettings
): Carousel {
	const container = block.querySelector< HTMLElement >(
		'.wp-block-jetpack-slideshow_container'
	)!;
	const find = ( selector: string ) =>
		container.querySelector< HTMLElement >( selector );
	const pause = find( '.wp-block-jetpack-slideshow_button-pause' );
	const slideCount = container.querySelectorAll( '.swiper-slide' ).length;
	let playing = settings.autoplay;

	const applyHeight = () => {
		container.style.height = `${ slideshowHeight( {
			width: container.clientWidth,
			imageRatio: firstImageRatio( container ),
			windowHeight: window.innerHeight,
		} ) }px`;
	};

	block.classList.add( 'is-carousel' );
	applyHeight();

	const swiper = new Swiper( container, {
		modules: [
			A11y,
			Autoplay,
			EffectFade,
			Keyboard,
			Navigation,
			Pagination,
		],
		effect: settings.effect,
		fadeEffect: { crossFade: true },
		rewind: true,
		autoplay: settings.autoplay
			? { delay: settings.delay * 1000, disableOnInteraction: false }
			: false,
		keyboard: { enabled: true, onlyInViewport: true },
		navigation: {
			prevEl: find( '.wp-block-jetpack-slideshow_button-prev' ),
			nextEl: find( '.wp-block-jetpack-slideshow_button-next' ),
		},
		pagination: {
			el: find( '.wp-block-jetpack-slideshow_pagination' ),
			clickable: true,
			type: paginationKind( slideCount ),
		},
		a11y: {
			prevSlideMessage: __( 'Previous slide', 'jetpack' ),
			nextSlideMessage: __( 'Next slide', 'jetpack' ),
			firstSlideMessage: __( 'This is the first slide', 'jetpack' ),
			lastSlideMessage: __( 'This is the last slide', 'jetpack' ),
			paginationBulletMessage: __( 'Go to slide {{index}}', 'jetpack' ),
			slideLabelMessage: __( '{{index}} / {{slidesLength}}', 'jetpack' ),
			containerRoleDescriptionMessage: __( 'carousel', 'jetpack' ),
			// The slides stay the saved list's items (a list of N images to screen readers).
			slideRole: 'listitem',
		},
	} );

	// Slides are announced politely, and not at all while they change by themselves.
	const announce = () => {
		swiper.wrapperEl.setAttribute(
			'aria-live',
			playing ? 'off' : 'polite'
		);
		container
			.querySelector( '.swiper-notification' )
			?.setAttribute( 'aria-live', 'polite' );
	};
	announce();

	const cleanups: Array< () => void > = [];
	if ( pause ) {
		if ( settings.autoplay ) {
			pause.hidden = false;
			pause.tabIndex = 0;
			pause.setAttribute( 'aria-label', PAUSE_LABEL() );
			cleanups.push(
				activateOnEnterOrSpace( pause, () => {
					playing = ! playing;
					if ( playing ) {
						swiper.autoplay.start();
					} else {
						swiper.autoplay.stop();
					}
					pause.setAttribute(
						'aria-label',
						playing ? PAUSE_LABEL() : PLAY_LABEL()
					);
					pause.classList.toggle( 'is-paused', ! playing );
					announce();
				} )
			);
		} else {
			pause.hidden = true;
		}
	}

	const image = container.querySelector( 'img' );
	const onImageLoad = () => {
		applyHeight();
		swiper.update();
	};
	image?.addEventListener( 'load', onImageLoad );
	const onResize = () => {
		applyHeight();
		swiper.update();
	};
	window.addEventListener( 'resize', onResize );

	return {
		swiper,
		isPlaying: () => playing,
		destroy() {
			cleanups.forEach( ( cleanup ) => cleanup() );
			image?.removeEventListener( 'load', onImageLoad );
			window.removeEventListener( 'resize', onResize );
			swiper.destroy( true, true );
			container.style.height = '';
			block.classList.remove( 'is-carousel' );
		},
	};
}
