/**
 * Runs the visitors' carousel on the editor preview: loads the carousel code (Swiper) the first
 * time, starts it on the block's element, and restarts it when the slides or settings change.
 * Reports 'The Swiper library could not be loaded.' when the code cannot load.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { CarouselSettings } from '../carousel/settings';

export function useCarouselPreview(
	element: HTMLElement | null,
	settings: CarouselSettings,
	restartKey: string,
	onError: ( message: string ) => void
) {
	const [ ready, setReady ] = useState( false );
	const { autoplay, delay, effect } = settings;
	useEffect( () => {
		if ( ! element ) {
			return undefined;
		}
		let destroy: ( () => void ) | undefined;
		let cancelled = false;
		import( '../carousel/create-carousel' )
			.then( ( { createCarousel } ) => {
				if ( cancelled ) {
					return;
				}
				destroy = createCarousel( element, {
					autoplay,
					delay,
					effect,
				} ).destroy;
				setReady( true );
			} )
			.catch( () => {
				if ( ! cancelled ) {
					onError(
						__(
							'The Swiper library could not be loaded.',
							'jetpack'
						)
					);
				}
			} );
		return () => {
			cancelled = true;
			destroy?.();
			setReady( false );
		};
		// onError is a notice dispatcher; restarting for it would rebuild the carousel.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ element, autoplay, delay, effect, restartKey ] );
	return ready;
}
