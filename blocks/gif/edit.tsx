/**
 * The GIF block in the editor: a search placeholder (a term, or a pasted GIF address resolved
 * by id), a loading state, the service's error, then the chosen GIF at its proportions with a
 * strip of the other results and an editable caption. Searches go through the host, so the
 * service key never reaches the browser.
 */
import {
	BlockControls,
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	Placeholder,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { search as searchIcon } from '@wordpress/icons';
import SearchForm from './components/search-form';
import Thumbnails from './components/thumbnails';
import { paddingFor, safePadding } from './gif-url';
import { useGifSearch } from './hooks/use-gif-search';
import icon from './icon';
import type { GifAttributes, GifItem } from './types';

type Props = {
	attributes: GifAttributes;
	setAttributes: ( changes: Partial< GifAttributes > ) => void;
	isSelected: boolean;
};

export default function GifEdit( {
	attributes,
	setAttributes,
	isSelected,
}: Props ) {
	const { state, search } = useGifSearch();
	const [ searching, setSearching ] = useState( ! attributes.gifUrl );
	const blockProps = useBlockProps();

	const choose = ( item: GifItem ) =>
		setAttributes( {
			gifUrl: item.url,
			giphyUrl: undefined,
			paddingTop: paddingFor( item.width, item.height ),
		} );

	// The first result becomes the GIF at once, as a search is made to find one.
	useEffect( () => {
		if ( state.status === 'ready' && state.items.length > 0 ) {
			choose( state.items[ 0 ] );
			setSearching( false );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ state ] );

	const onSearch = ( text: string ) => {
		if ( text.trim() ) {
			setAttributes( { searchText: text.trim() } );
			search( text );
		}
	};

	const form = (
		<SearchForm
			initial={ attributes.searchText ?? '' }
			onSearch={ onSearch }
		/>
	);
	let status = null;
	if ( state.status === 'loading' ) {
		status = (
			<div className="wp-block-jetpack-gif__loading">
				<Spinner />
				<span>{ __( 'Searching for GIFs…', 'jetpack' ) }</span>
			</div>
		);
	} else if ( state.status === 'error' ) {
		status = (
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: what the site answered. */
					__( 'No GIF could be loaded: %s', 'jetpack' ),
					state.message || __( 'the site did not answer.', 'jetpack' )
				) }
			</Notice>
		);
	} else if ( state.status === 'ready' && state.items.length === 0 ) {
		status = <p role="status">{ __( 'No GIFs found.', 'jetpack' ) }</p>;
	}

	const toolbar = (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton
					icon={ searchIcon }
					label={ __( 'Search for another GIF', 'jetpack' ) }
					isPressed={ searching }
					onClick={ () => setSearching( ! searching ) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
	const sidebar = (
		<InspectorControls>
			<PanelBody title={ __( 'GIF', 'jetpack' ) }>
				<p>
					{ attributes.searchText
						? sprintf(
								/* translators: %s: the search the GIF was found with. */
								__( 'Found by searching for “%s”.', 'jetpack' ),
								attributes.searchText
							)
						: __( 'Search for a GIF in the block.', 'jetpack' ) }
				</p>
			</PanelBody>
		</InspectorControls>
	);

	if ( ! attributes.gifUrl ) {
		return (
			<div { ...blockProps }>
				{ sidebar }
				<Placeholder
					icon={ icon }
					label={ __( 'GIF', 'jetpack' ) }
					instructions={ __(
						'Search for a GIF, or paste the address of one from Giphy.',
						'jetpack'
					) }
				>
					{ form }
					{ status }
				</Placeholder>
			</div>
		);
	}

	return (
		<figure { ...blockProps }>
			{ toolbar }
			{ sidebar }
			{ isSelected && searching && (
				<div className="wp-block-jetpack-gif__search-panel">
					{ form }
					{ status }
				</div>
			) }
			<div
				className="wp-block-jetpack-gif-wrapper"
				style={ { paddingTop: safePadding( attributes.paddingTop ) } }
			>
				<img
					src={ attributes.gifUrl }
					alt={ attributes.caption || attributes.searchText || '' }
				/>
			</div>
			{ isSelected &&
				state.status === 'ready' &&
				state.items.length > 1 && (
					<Thumbnails
						items={ state.items }
						selectedUrl={ attributes.gifUrl }
						onChoose={ choose }
					/>
				) }
			{ ( isSelected || attributes.caption ) && (
				<RichText
					tagName="figcaption"
					className="wp-block-jetpack-gif-caption gallery-caption"
					aria-label={ __( 'GIF caption', 'jetpack' ) }
					placeholder={ __( 'Write caption…', 'jetpack' ) }
					value={ attributes.caption ?? '' }
					onChange={ ( caption: string ) =>
						setAttributes( { caption } )
					}
					withoutInteractiveFormatting
					allowedFormats={ [] }
				/>
			) }
		</figure>
	);
}
