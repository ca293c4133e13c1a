/**
 * Pinterest in the editor (spec 001 §2, §4, §5, §8): a URL form; short links are resolved
 * through the host's resolve-redirect route (a status of 400 or above is a failure); a preview
 * with an Edit URL toolbar button; an error with 'Convert block to link', which leaves a
 * paragraph link.
 */
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import { UrlPlaceholder } from '../../shared/embed/url-placeholder';
import { escapeAttribute, escapeHtml } from '../../shared/render/escape';
import { safeUrl } from '../../shared/url/policy';
import { isPinterestShortUrl, pinterestKind } from './pinterest-url';

export const EMBED_ERROR = () =>
	__( 'Sorry, this content could not be embedded.', 'jetpack' );

/** Resolves a short link through the host; throws when the host reports a failure. */
export async function resolveShortLink( url: string ): Promise< string > {
	const result = await apiFetch< { url?: string; status?: number } >( {
		path: `/wpcom/v2/resolve-redirect/?url=${ encodeURIComponent( url ) }`,
	} );
	if ( ( result.status ?? 200 ) >= 400 || ! result.url ) {
		throw new Error( 'unresolved' );
	}
	return result.url;
}

export default function PinterestEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< { url?: string } > & { clientId: string } ) {
	const blockProps = useBlockProps();
	const [ editing, setEditing ] = useState( ! attributes.url );
	const [ fetching, setFetching ] = useState( false );
	const [ refused, setRefused ] = useState< string | null >( null );
	const { replaceBlock } = useDispatch( 'core/block-editor' ) as {
		replaceBlock: ( id: string, block: unknown ) => void;
	};

	const submit = async ( value: string ) => {
		let url = value;
		if ( isPinterestShortUrl( value ) ) {
			setFetching( true );
			try {
				url = await resolveShortLink( value );
			} catch {
				url = '';
			}
			setFetching( false );
		}
		if ( ! pinterestKind( url ) ) {
			setRefused( value );
			return;
		}
		setRefused( null );
		setAttributes( { url } );
		setEditing( false );
	};

	const convertToLink = () => {
		const href = safeUrl( refused ?? '' );
		replaceBlock(
			clientId,
			createBlock( 'core/paragraph', {
				content: href
					? `<a href="${ escapeAttribute( href ) }">${ escapeHtml( href ) }</a>`
					: escapeHtml( refused ?? '' ),
			} )
		);
	};

	if ( fetching ) {
		return (
			<div { ...blockProps } role="status">
				<Spinner />
				{ __( 'Embedding…', 'jetpack' ) }
			</div>
		);
	}
	if ( refused !== null ) {
		return (
			<div { ...blockProps }>
				<div className="components-placeholder" role="alert">
					<p>{ EMBED_ERROR() }</p>
					<Button
						variant="secondary"
						onClick={ () => setRefused( null ) }
					>
						{ __( 'Try again', 'jetpack' ) }
					</Button>{ ' ' }
					<Button variant="primary" onClick={ convertToLink }>
						{ __( 'Convert block to link', 'jetpack' ) }
					</Button>
				</div>
			</div>
		);
	}
	if ( editing || ! attributes.url ) {
		return (
			<div { ...blockProps }>
				<UrlPlaceholder
					label={ __( 'Pinterest', 'jetpack' ) }
					instructions={ __(
						'Paste a link to a Pinterest pin, board, or profile.',
						'jetpack'
					) }
					inputLabel={ __( 'Pinterest URL', 'jetpack' ) }
					initialValue={ attributes.url }
					onSubmit={ submit }
				/>
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton onClick={ () => setEditing( true ) }>
						{ __( 'Edit URL', 'jetpack' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<p className="wp-block-jetpack-pinterest__preview">
				{ __( 'Pinterest:', 'jetpack' ) }{ ' ' }
				<a href={ attributes.url }>{ attributes.url }</a>
			</p>
		</div>
	);
}
