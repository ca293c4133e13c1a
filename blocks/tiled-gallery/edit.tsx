/**
 * Editor of jetpack/tiled-gallery: the placeholder, then the gallery laid out by the pure
 * layout function, with 'Edit Gallery', the filter menu, the layout in the toolbar's 'Style'
 * menu (and the sidebar's Styles), the settings panel, a drop zone and 'Upload an image'. One
 * image is selected at a time (spec 002 §4); every attribute change goes
 * through `galleryUpdate`, which derives `ids` and refuses setting them directly.
 */
import {
	BlockControls,
	BlockIcon,
	InspectorControls,
	MediaPlaceholder,
	MediaUpload,
	MediaUploadCheck,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	DropZone,
	FormFileUpload,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { gallery as galleryIcon, upload } from '@wordpress/icons';
import { store as noticesStore } from '@wordpress/notices';
import BlockStyleToolbar from '../../shared/block-styles/style-toolbar';
import type {
	MediaUploadOptions,
	UploadedMedia,
} from '../../shared/media/media-upload';
import GalleryImageEdit from './components/gallery-image';
import FilterToolbar from './components/filter-toolbar';
import SettingsPanel from './components/settings-panel';
import {
	imagesFromMedia,
	moveImage,
	removeImage,
	type PickedMedia,
} from './gallery-state';
import { useColumnWidthSaving } from './hooks/use-column-widths';
import { useElementWidth } from './hooks/use-element-width';
import { computeLayout } from './layout';
import { layoutStyleOf, roundedCornersValue } from './saved/layout-style';
import { galleryUpdate } from './transforms/ids';
import type { GalleryImage, TiledGalleryAttributes } from './types';

const ALLOWED_TYPES = [ 'image' ];

type MediaUploadFn = ( options: MediaUploadOptions ) => void;

export default function TiledGalleryEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< TiledGalleryAttributes > ) {
	const { images, imageFilter, linkTo, columns, align, className } =
		attributes;
	const layoutStyle = layoutStyleOf( className );
	const [ selectedImage, setSelectedImage ] = useState< number | null >(
		null
	);
	const [ element, setElement ] = useState< HTMLElement | null >( null );
	const width = useElementWidth( element );
	const { createErrorNotice } = useDispatch( noticesStore );
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getSettings: () => { mediaUpload?: MediaUploadFn };
				}
			 ).getSettings().mediaUpload,
		[]
	);

	const update = useCallback(
		( changes: Partial< TiledGalleryAttributes > ) =>
			setAttributes( galleryUpdate( changes ) ),
		[ setAttributes ]
	);

	// Selection is cleared when the block loses selection.
	useEffect( () => {
		if ( ! isSelected ) {
			setSelectedImage( null );
		}
	}, [ isSelected ] );

	const onError = useCallback(
		( error: { message: string } | string ) =>
			createErrorNotice(
				typeof error === 'string' ? error : error.message,
				{
					type: 'snackbar',
				}
			),
		[ createErrorNotice ]
	);

	const addFiles = ( files: FileList | File[] ) => {
		const kept = images;
		mediaUpload?.( {
			filesList: files,
			allowedTypes: ALLOWED_TYPES,
			onFileChange: ( media: UploadedMedia[] ) =>
				update( {
					images: [
						...kept,
						...imagesFromMedia( media as PickedMedia[] ),
					],
				} ),
			onError,
		} );
	};

	const onSelectMedia = ( media: PickedMedia[] | PickedMedia ) =>
		update( {
			images: imagesFromMedia(
				Array.isArray( media ) ? media : [ media ]
			),
		} );

	const layout = useMemo(
		() => computeLayout( { images, layoutStyle, columns, align, width } ),
		[ images, layoutStyle, columns, align, width ]
	);
	const saveWidths = useCallback(
		( columnWidths: string[][] ) => setAttributes( { columnWidths } ),
		[ setAttributes ]
	);
	useColumnWidthSaving(
		attributes.columnWidths ?? [],
		layout.columnWidths,
		width !== undefined &&
			! images.some( ( image ) => image.url?.startsWith( 'blob:' ) ),
		JSON.stringify( [
			images.map( ( image ) => [ image.id, image.url ] ),
			align,
			columns,
			layoutStyle,
		] ),
		saveWidths
	);

	// Handlers shared by every image (they take its position), so that selecting an image
	// re-renders only the images whose selection changed (GalleryImageEdit is memoised).
	const moveBy = useCallback(
		( index: number, step: -1 | 1 ) => {
			const next = moveImage( images, index, step );
			if ( next ) {
				update( { images: next } );
				setSelectedImage( index + step );
			}
		},
		[ images, update ]
	);
	const onMoveBackward = useCallback(
		( index: number ) => moveBy( index, -1 ),
		[ moveBy ]
	);
	const onMoveForward = useCallback(
		( index: number ) => moveBy( index, 1 ),
		[ moveBy ]
	);
	const onRemove = useCallback(
		( index: number ) => {
			update( removeImage( { images, columns }, index ) );
			setSelectedImage( null );
		},
		[ images, columns, update ]
	);

	const blockProps = useBlockProps( { ref: setElement } );

	if ( ! images.length ) {
		return (
			<div { ...blockProps }>
				<MediaPlaceholder
					icon={ <BlockIcon icon={ galleryIcon } /> }
					labels={ {
						title: __( 'Tiled Gallery', 'jetpack' ),
						instructions: __(
							'Drag images, upload new ones or select files from your library.',
							'jetpack'
						),
					} }
					accept="image/*"
					allowedTypes={ ALLOWED_TYPES }
					multiple
					onSelect={ onSelectMedia }
					onError={ onError }
				/>
			</div>
		);
	}

	const rounded = roundedCornersValue(
		attributes.roundedCorners,
		layoutStyle
	);
	const squareish = layoutStyle === 'circle' || layoutStyle === 'square';
	const renderImage = ( image: GalleryImage, index: number ) => (
		<GalleryImageEdit
			key={ `${ image.id ?? image.url }-${ index }` }
			image={ image }
			index={ index }
			label={ sprintf(
				/* translators: %1$d is the order number of the image, %2$d is the total number of images. */
				__( 'image %1$d of %2$d in gallery', 'jetpack' ),
				index + 1,
				images.length
			) }
			filter={ imageFilter }
			isSelected={ selectedImage === index }
			isFirst={ index === 0 }
			isLast={ index === images.length - 1 }
			showMovers={ images.length > 1 }
			onSelect={ setSelectedImage }
			onMoveBackward={ onMoveBackward }
			onMoveForward={ onMoveForward }
			onRemove={ onRemove }
		/>
	);

	let cursor = 0;
	return (
		<>
			<BlockStyleToolbar clientId={ clientId } />
			<BlockControls group="other">
				<ToolbarGroup>
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ ALLOWED_TYPES }
							multiple
							gallery
							value={ images
								.map( ( image ) => Number( image.id ) )
								.filter( Boolean ) }
							onSelect={ onSelectMedia }
							render={ ( { open }: { open: () => void } ) => (
								<ToolbarButton onClick={ open }>
									{ __( 'Edit Gallery', 'jetpack' ) }
								</ToolbarButton>
							) }
						/>
					</MediaUploadCheck>
				</ToolbarGroup>
				<ToolbarGroup>
					<FilterToolbar
						value={ imageFilter }
						onChange={ ( filter ) => {
							update( { imageFilter: filter } );
							setSelectedImage( null );
						} }
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<SettingsPanel
					layoutStyle={ layoutStyle }
					count={ images.length }
					columns={ columns }
					roundedCorners={ rounded }
					linkTo={ linkTo }
					onColumns={ ( value ) => update( { columns: value } ) }
					onRoundedCorners={ ( value ) =>
						update( { roundedCorners: value } )
					}
					onLinkTo={ ( value ) => update( { linkTo: value } ) }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<DropZone onFilesDrop={ addFiles } />
				<div
					className={
						rounded > 0
							? `has-rounded-corners-${ rounded }`
							: undefined
					}
				>
					<div className="tiled-gallery__gallery">
						{ layout.rows.map( ( row, rowIndex ) => (
							<div
								key={ rowIndex }
								className={
									squareish
										? `tiled-gallery__row columns-${ row.length }`
										: 'tiled-gallery__row'
								}
							>
								{ row.map( ( size, columnIndex ) => {
									const start = cursor;
									cursor += size;
									const basis =
										layout.columnWidths[ rowIndex ]?.[
											columnIndex
										];
									return (
										<div
											key={ columnIndex }
											className="tiled-gallery__col"
											style={
												basis
													? {
															flexBasis: `${ basis }%`,
														}
													: undefined
											}
										>
											{ images
												.slice( start, start + size )
												.map( ( image, offset ) =>
													renderImage(
														image,
														start + offset
													)
												) }
										</div>
									);
								} ) }
							</div>
						) ) }
					</div>
				</div>
				{ isSelected && (
					<FormFileUpload
						className="tiled-gallery__add-item"
						icon={ upload }
						multiple
						accept="image/*"
						onChange={ ( event ) =>
							event.target.files && addFiles( event.target.files )
						}
					>
						{ __( 'Upload an image', 'jetpack' ) }
					</FormFileUpload>
				) }
			</div>
		</>
	);
}
