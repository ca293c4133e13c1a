/**
 * One image in the editor: a button that selects it (labelled 'image N of M in gallery'), and
 * when the gallery has more than one image, move backward / forward / remove buttons that
 * work only on the selected image. An image still uploading shows a spinner.
 */
import { Button, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';
import type { GalleryImage } from '../types';
import { isBlobUrl } from '../saved/layout-style';

type Props = {
	image: GalleryImage;
	label: string;
	filter?: string;
	isSelected: boolean;
	isFirst: boolean;
	isLast: boolean;
	showMovers: boolean;
	onSelect: () => void;
	onMoveBackward: () => void;
	onMoveForward: () => void;
	onRemove: () => void;
};

export default function GalleryImageEdit( {
	image,
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
						disabled={ ! isSelected || isFirst }
						accessibleWhenDisabled
						onClick={ onMoveBackward }
					/>
					<Button
						size="small"
						icon={ chevronRight }
						label={ __( 'Move image forward', 'jetpack' ) }
						disabled={ ! isSelected || isLast }
						accessibleWhenDisabled
						onClick={ onMoveForward }
					/>
					<Button
						size="small"
						icon={ closeSmall }
						label={ __( 'Remove image', 'jetpack' ) }
						disabled={ ! isSelected }
						accessibleWhenDisabled
						onClick={ onRemove }
					/>
				</div>
			) }
			<button
				type="button"
				className="tiled-gallery__item-button"
				aria-label={ label }
				aria-pressed={ isSelected }
				onClick={ onSelect }
			>
				<img
					src={ image.url }
					alt={ image.alt ?? '' }
					data-id={ image.id }
					data-width={ image.width }
					data-height={ image.height }
				/>
			</button>
			{ transient && <Spinner /> }
		</figure>
	);
}
