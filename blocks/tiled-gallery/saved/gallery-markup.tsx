/**
 * The saved markup of a tiled gallery, in each shape Jetpack has stored over time. The
 * current save and every deprecation render through here with a `SavedShape` saying what
 * differed; the rows come from the pure layout function, the column widths from the stored
 * `columnWidths`. Images still uploading (blob: URLs) save nothing.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { computeLayout } from '../layout';
import type { GalleryImage, TiledGalleryAttributes } from '../types';
import {
	imageHref,
	isBlobUrl,
	layoutStyleOf,
	roundedCornersValue,
} from './layout-style';

export type SavedShape = {
	/** Current and v7+: a `<div class="…">` between the block wrapper and the gallery. */
	layoutWrapper: boolean;
	/** Sites other than WordPress.com saved `data-amp-layout="responsive"` on each img. */
	ampLayout?: boolean;
	/** v7–v9: each img was a `role="button"` labelled 'Open image N of M in full-screen'… */
	imageButton?: boolean;
	/** …and v8–v9 made it focusable. */
	imageTabIndex?: boolean;
	/** v7 saved a space before the layout div. */
	leadingSpace?: boolean;
	/** Before v7, 'Media File' linked to the saved `src` rather than the original file. */
	mediaLinkToSrc?: boolean;
	/**
	 * The first version labelled each img 'image N of M in gallery' and wrote the image's
	 * caption, when it had one, as the img's `caption` attribute.
	 */
	galleryLabel?: boolean;
};

/**
 * An image as a deprecation may read it: with the `src` that was saved, when it is kept, and
 * the first version's `caption`.
 */
export type SavedImage = GalleryImage & { src?: string; caption?: string };

function ImageItem( {
	image,
	index,
	count,
	attributes,
	shape,
}: {
	image: SavedImage;
	index: number;
	count: number;
	attributes: TiledGalleryAttributes;
	shape: SavedShape;
} ) {
	if ( isBlobUrl( image.url ) ) {
		return null;
	}
	const href = imageHref(
		shape.mediaLinkToSrc
			? { ...image, url: image.src ?? image.url }
			: image,
		attributes.linkTo
	);
	let label: string | undefined;
	if ( shape.imageButton ) {
		label = sprintf(
			/* translators: %1$d is the order number of the image, %2$d is the total number of images. */
			__( 'Open image %1$d of %2$d in full-screen', 'jetpack' ),
			index + 1,
			count
		);
	} else if ( shape.galleryLabel ) {
		label = sprintf(
			/* translators: %1$d is the order number of the image, %2$d is the total number of images. */
			__( 'image %1$d of %2$d in gallery', 'jetpack' ),
			index + 1,
			count
		);
	}
	// Not an HTML attribute: React writes unknown lower-case attributes as they are.
	const caption =
		shape.galleryLabel && image.caption !== undefined
			? { caption: image.caption }
			: {};
	const img = (
		<img
			alt={ image.alt }
			{ ...caption }
			data-height={ image.height }
			data-id={ image.id }
			data-link={ image.link }
			data-url={ image.url }
			data-custom-link={ image.customLink }
			data-width={ image.width }
			src={ image.src ?? image.url }
			data-amp-layout={ shape.ampLayout ? 'responsive' : undefined }
			tabIndex={ shape.imageTabIndex ? 0 : undefined }
			role={ shape.imageButton ? 'button' : undefined }
			aria-label={ label }
		/>
	);
	return (
		<figure
			className={ [
				'tiled-gallery__item',
				attributes.imageFilter
					? `filter__${ attributes.imageFilter }`
					: '',
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ href ? <a href={ href }>{ img }</a> : img }
		</figure>
	);
}

export function SavedGallery( {
	attributes,
	shape,
}: {
	attributes: TiledGalleryAttributes;
	shape: SavedShape;
} ) {
	const images = ( attributes.images ?? [] ) as SavedImage[];
	if ( ! images.length ) {
		return null;
	}
	const blockProps = useBlockProps.save();
	const layoutStyle = layoutStyleOf( attributes.className );
	const { rows } = computeLayout( {
		images,
		layoutStyle,
		columns: attributes.columns,
		align: attributes.align,
	} );
	const squareish = layoutStyle === 'circle' || layoutStyle === 'square';
	const rounded = roundedCornersValue(
		attributes.roundedCorners,
		layoutStyle
	);
	const roundedClass = rounded > 0 ? `has-rounded-corners-${ rounded }` : '';
	let cursor = 0;
	const gallery = (
		<div className="tiled-gallery__gallery">
			{ rows.map( ( row, rowIndex ) => (
				<div
					key={ rowIndex }
					className={
						squareish
							? `tiled-gallery__row columns-${ row.length }`
							: 'tiled-gallery__row'
					}
				>
					{ row.map( ( size, columnIndex ) => {
						const items: ReactNode[] = [];
						for ( let i = 0; i < size; i++ ) {
							const index = cursor++;
							items.push(
								<ImageItem
									key={ index }
									image={ images[ index ] }
									index={ index }
									count={ images.length }
									attributes={ attributes }
									shape={ shape }
								/>
							);
						}
						const width = squareish
							? undefined
							: attributes.columnWidths?.[ rowIndex ]?.[
									columnIndex
								];
						return (
							<div
								key={ columnIndex }
								className="tiled-gallery__col"
								style={
									width !== undefined
										? { flexBasis: `${ width }%` }
										: undefined
								}
							>
								{ items }
							</div>
						);
					} ) }
				</div>
			) ) }
		</div>
	);
	const wrapperClass = [ blockProps.className, attributes.className ]
		.filter( Boolean )
		.join( ' ' );
	if ( ! shape.layoutWrapper ) {
		return (
			<div
				{ ...blockProps }
				className={ [ wrapperClass, roundedClass ]
					.filter( Boolean )
					.join( ' ' ) }
			>
				{ gallery }
			</div>
		);
	}
	return (
		<div { ...blockProps } className={ wrapperClass }>
			{ shape.leadingSpace ? ' ' : null }
			<div className={ roundedClass }>{ gallery }</div>
		</div>
	);
}
