/**
 * The saved markup of a slideshow, in the shape Jetpack saves it so its content opens valid: a
 * list of figures (the whole slideshow without JavaScript), empty previous/next/pause controls
 * that the view script names and wires, and an empty pagination holder. The container class
 * changed once (`swiper-container` → `swiper`); deprecations pass the older one.
 */
import { RichText } from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import type { SlideshowAttributes } from './types';

export type SlideshowMarkupOptions = {
	containerClass: 'swiper' | 'swiper-container';
	/** Older saves had no aspect ratio on the wrapper or the images. */
	aspectRatio: boolean;
};

type WrapperProps = { className?: string; style?: CSSProperties };

export function slideshowDataAttributes(
	attributes: Pick< SlideshowAttributes, 'autoplay' | 'delay' | 'effect' >
) {
	const { autoplay, delay, effect } = attributes;
	return {
		'data-autoplay': autoplay ? 'true' : undefined,
		'data-delay': autoplay ? delay : undefined,
		'data-effect': effect,
	};
}

export function SlideshowList( {
	attributes,
	options,
}: {
	attributes: Pick< SlideshowAttributes, 'images' >;
	options: SlideshowMarkupOptions;
} ) {
	return (
		<div
			className={ `wp-block-jetpack-slideshow_container ${ options.containerClass }` }
		>
			<ul className="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">
				{ attributes.images.map(
					( { alt, caption, id, url, aspectRatio }, index ) => (
						<li
							className="wp-block-jetpack-slideshow_slide swiper-slide"
							key={ `${ id ?? url }-${ index }` }
						>
							<figure>
								<img
									alt={ alt }
									className={ `wp-block-jetpack-slideshow_image wp-image-${ id }` }
									data-id={ id }
									data-aspect-ratio={
										options.aspectRatio
											? aspectRatio
											: undefined
									}
									src={ url }
								/>
								{ caption ? (
									<RichText.Content
										className="wp-block-jetpack-slideshow_caption gallery-caption"
										tagName="figcaption"
										value={ caption }
									/>
								) : null }
							</figure>
						</li>
					)
				) }
			</ul>
			{ /* Jetpack's saved controls: empty anchors with role=button, which must stay as they
			are for saved content to open valid. Without JavaScript they are hidden (style.scss);
			the carousel names them and makes them keyboard operable (create-carousel.ts). */ }
			{ /* eslint-disable jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid */ }
			<a
				className="wp-block-jetpack-slideshow_button-prev swiper-button-prev swiper-button-white"
				role="button"
			/>
			<a
				className="wp-block-jetpack-slideshow_button-next swiper-button-next swiper-button-white"
				role="button"
			/>
			<a
				aria-label="Pause Slideshow"
				className="wp-block-jetpack-slideshow_button-pause"
				role="button"
			/>
			{ /* eslint-enable jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid */ }
			<div className="wp-block-jetpack-slideshow_pagination swiper-pagination swiper-pagination-white" />
		</div>
	);
}

/**
 * The wrapper's `--aspect-ratio`, from the first image, as Jetpack saves it.
 * @param attributes the block's images
 */
export function aspectRatioStyle(
	attributes: Pick< SlideshowAttributes, 'images' >
): CSSProperties | undefined {
	const ratio = attributes.images[ 0 ]?.aspectRatio;
	return ratio
		? ( { '--aspect-ratio': `calc(${ ratio })` } as CSSProperties )
		: undefined;
}

/**
 * One element holding the data attributes and the list: every save since the first, except the
 * one that wrapped them in a second div (deprecated/v2).
 * @param props
 * @param props.attributes
 * @param props.options
 * @param props.wrapperProps the block wrapper's class (and style)
 */
export function SlideshowMarkup( {
	attributes,
	options,
	wrapperProps,
}: {
	attributes: SlideshowAttributes;
	options: SlideshowMarkupOptions;
	wrapperProps: WrapperProps;
} ) {
	if ( ! attributes.images?.length ) {
		return null;
	}
	return (
		<div
			className={ wrapperProps.className }
			{ ...slideshowDataAttributes( attributes ) }
			style={
				options.aspectRatio ? aspectRatioStyle( attributes ) : undefined
			}
		>
			<SlideshowList attributes={ attributes } options={ options } />
		</div>
	);
}
