/**
 * Pinterest in the editor (spec 001 §2, §4, §5, §8): a URL form; short links are resolved
 * through the host's resolve-redirect route (a status of 400 or above is a failure); a preview
 * with an Edit URL toolbar button; an error with 'Convert block to link', which leaves a
 * paragraph link.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import {
	EmbedAddressStep,
	EmbedPreview,
	useRefusableAddress,
} from '../../shared/embed/embed-edit-parts';
import { isPinterestShortUrl, pinterestKind } from './pinterest-url';

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
	const address = useRefusableAddress( clientId, attributes.url );
	const [ fetching, setFetching ] = useState( false );

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
			address.refuse( value );
			return;
		}
		setAttributes( { url } );
		address.accept();
	};

	if ( fetching ) {
		return (
			<div { ...blockProps } role="status">
				<Spinner />
				{ __( 'Embedding…', 'jetpack' ) }
			</div>
		);
	}
	if ( address.asking ) {
		return (
			<EmbedAddressStep
				blockProps={ blockProps }
				refusal={ address.refusal }
				label={ __( 'Pinterest', 'jetpack' ) }
				instructions={ __(
					'Paste a link to a Pinterest pin, board, or profile.',
					'jetpack'
				) }
				inputLabel={ __( 'Pinterest URL', 'jetpack' ) }
				initialValue={ attributes.url }
				onSubmit={ submit }
			/>
		);
	}
	return (
		<EmbedPreview
			blockProps={ blockProps }
			editLabel={ __( 'Edit URL', 'jetpack' ) }
			onEdit={ address.edit }
		>
			<p className="wp-block-jetpack-pinterest__preview">
				{ __( 'Pinterest:', 'jetpack' ) }{ ' ' }
				<a href={ attributes.url }>{ attributes.url }</a>
			</p>
		</EmbedPreview>
	);
}
