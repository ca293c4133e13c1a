/**
 * Slideshow in the editor: a media placeholder until it has images (images only; upload errors
 * become notices), then the visitors' carousel as the preview, with 'Add images' below it and in
 * the toolbar, and the autoplay and effect settings in the sidebar. While uploads are still
 * temporary (`blob:` URLs), post saving is locked.
 */
import {
	BlockControls,
	BlockIcon,
	MediaPlaceholder,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { isBlobURL } from '@wordpress/blob';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarGroup } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery } from '@wordpress/icons';
import { store as noticesStore } from '@wordpress/notices';
import SlideshowSettings from './components/slideshow-settings';
import UploadButton from './components/upload-button';
import { useCarouselPreview } from './components/use-carousel-preview';
import { idsOf, imagesFromMedia, type PickedMedia } from './images';
import { SlideshowList } from './slideshow-markup';
import type { SlideshowAttributes, SlideshowImage } from './types';

const ALLOWED_TYPES = [ 'image' ];

type MediaUploadFn = ( options: {
	filesList: FileList | File[];
	allowedTypes?: string[];
	onFileChange: ( media: PickedMedia[] ) => void;
	onError: ( error: { message: string } | string ) => void;
} ) => void;

function useSavingLock( clientId: string, locked: boolean ) {
	// `core/editor` is absent where no post is edited (then there is nothing to lock).
	const { lockPostSaving, unlockPostSaving } =
		( useDispatch( 'core/editor' ) as {
			lockPostSaving?: ( name: string ) => void;
			unlockPostSaving?: ( name: string ) => void;
		} | null ) ?? {};
	useEffect( () => {
		const name = `jetpack-slideshow-${ clientId }`;
		if ( ! locked ) {
			return undefined;
		}
		lockPostSaving?.( name );
		return () => unlockPostSaving?.( name );
	}, [ clientId, locked, lockPostSaving, unlockPostSaving ] );
}

export default function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< SlideshowAttributes > ) {
	const { images, autoplay, delay, effect, sizeSlug } = attributes;
	const [ element, setElement ] = useState< HTMLElement | null >( null );
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

	const onError = useCallback(
		( error: { message: string } | string ) =>
			createErrorNotice(
				typeof error === 'string' ? error : error.message,
				{ type: 'snackbar' }
			),
		[ createErrorNotice ]
	);

	const setImages = useCallback(
		( next: SlideshowImage[] ) =>
			setAttributes( { images: next, ids: idsOf( next ) } ),
		[ setAttributes ]
	);

	const onSelect = ( media: PickedMedia[] | PickedMedia ) =>
		setImages(
			imagesFromMedia(
				Array.isArray( media ) ? media : [ media ],
				sizeSlug
			)
		);

	const addFiles = ( files: FileList ) => {
		const kept = images;
		mediaUpload?.( {
			filesList: files,
			allowedTypes: ALLOWED_TYPES,
			onFileChange: ( media ) =>
				setImages( [ ...kept, ...imagesFromMedia( media, sizeSlug ) ] ),
			onError,
		} );
	};

	const uploading = images.some( ( image ) => isBlobURL( image.url ) );
	useSavingLock( clientId, uploading );

	const restartKey = JSON.stringify( images.map( ( image ) => image.url ) );
	const ready = useCarouselPreview(
		images.length && ! uploading ? element : null,
		{ autoplay, delay, effect },
		restartKey,
		onError
	);

	const blockProps = useBlockProps( {
		ref: setElement,
		className: ready ? 'is-carousel' : undefined,
		'aria-busy': uploading || undefined,
	} );

	if ( ! images.length ) {
		return (
			<div { ...blockProps }>
				<MediaPlaceholder
					icon={ <BlockIcon icon={ gallery } /> }
					labels={ {
						title: __( 'Slideshow', 'jetpack' ),
						instructions: __(
							'Upload images, or pick them from your media library.',
							'jetpack'
						),
					} }
					accept="image/*"
					allowedTypes={ ALLOWED_TYPES }
					multiple
					onSelect={ onSelect }
					onError={ onError }
				/>
			</div>
		);
	}

	return (
		<>
			<SlideshowSettings
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<BlockControls>
				<ToolbarGroup>
					<UploadButton onFiles={ addFiles } inToolbar />
				</ToolbarGroup>
			</BlockControls>
			<div { ...blockProps }>
				<SlideshowList
					key={ restartKey }
					attributes={ { images } }
					options={ { containerClass: 'swiper', aspectRatio: true } }
				/>
				<UploadButton onFiles={ addFiles } />
			</div>
		</>
	);
}
