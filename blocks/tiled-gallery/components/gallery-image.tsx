/**
 * One image in the editor: a button that selects it (labelled 'image N of M in gallery'), and
 * when the gallery has more than one image, move backward / forward / remove buttons that
 * work only on the selected image. An image still uploading shows a spinner.
 *
 * A gallery holds up to hundreds of these, so each is memoised and its handlers take the
 * image's position: selecting an image re-renders the two images whose state changed, not
 * all of them. Only the selected image's buttons get tooltips (the others are disabled), and
 * images load lazily with their size reserved, so a large gallery is shown without waiting
 * for the images below the fold.
 */
import { Button, Spinner } from '@wordpress/components';
import { memo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';
import type { GalleryImage } from '../types';
import { isBlobUrl } from '../saved/layout-style';

type Props = {
	image: GalleryImage;
	/** The image's position in the gallery, handed to the handlers. */
	index: number;
	label: string;
	filter?: string;
	isSelected: boolean;
	isFirst: boolean;
	isLast: boolean;
	showMovers: boolean;
	onSelect: ( index: number ) => void;
	onMoveBackward: ( index: number ) => void;
	onMoveForward: ( index: number ) => void;
	onRemove: ( index: number ) => void;
};

const positive = ( value: unknown ) => {
	const number = Number( value );
	return number > 0 ? number : undefined;
};

function GalleryImageEdit( {
	image,
	index,
	label,
	filter,
	isSelected,
	isFirst,
	isLast,
	showMovers,
	onSelect,
	onMoveBackward,
	onMoveForward,
	onRemove,
}: Props ) {
	const transient = isBlobUrl( image.url );
	const classes = [
		'tiled-gallery__item',
		filter ? `filter__${ filter }` : '',
		isSelected ? 'is-selected' : '',
		transient ? 'is-transient' : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<figure className={ classes }>
			{ showMovers && (
				<div className="tiled-gallery__item-controls">
					<Button
						size="small"
						icon={ chevronLeft }
						label={ __( 'Move image backward', 'jetpack' ) }
						showTooltip={ isSelected }
						disabled={ ! isSelected || isFirst }
						accessibleWhenDisabled
						onClick={ () => onMoveBackward( index ) }
					/>
					<Button
						size="small"
						icon={ chevronRight }
						label={ __( 'Move image forward', 'jetpack' ) }
						showTooltip={ isSelected }
						disabled={ ! isSelected || isLast }
						accessibleWhenDisabled
						onClick={ () => onMoveForward( index ) }
					/>
					<Button
						size="small"
						icon={ closeSmall }
						label={ __( 'Remove image', 'jetpack' ) }
						showTooltip={ isSelected }
						disabled={ ! isSelected }
						accessibleWhenDisabled
						onClick={ () => onRemove( index ) }
					/>
				</div>
			) }
			<button
				type="button"
				className="tiled-gallery__item-button"
				aria-label={ label }
				aria-pressed={ isSelected }
				onClick={ () => onSelect( index ) }
			>
				<img
					src={ image.url }
					alt={ image.alt ?? '' }
					width={ positive( image.width ) }
					height={ positive( image.height ) }
					loading={ transient ? undefined : 'lazy' }
					decoding="async"
					data-id={ image.id }
					data-width={ image.width }
					data-height={ image.height }
				/>
			</button>
			{ transient && <Spinner /> }
		</figure>
	);
}

export default memo( GalleryImageEdit );
