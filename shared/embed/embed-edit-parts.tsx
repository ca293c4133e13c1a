/**
 * Editor pieces every embed block shares: the toolbar button that reopens the address input,
 * and the refusal notice with 'Try again' and 'Convert block to link' (which leaves a paragraph
 * holding the link, or the text when it is not a safe address).
 */
import { BlockControls } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { Button, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { escapeAttribute, escapeHtml } from '../render/escape';
import { safeUrl } from '../url/policy';

export const EMBED_ERROR = () =>
	__( 'Sorry, this content could not be embedded.', 'jetpack' );

/**
 * The block toolbar's button that puts the block back into its address input.
 * @param props
 * @param props.label  The button's text ('Edit' or 'Edit URL', as each block's spec names it).
 * @param props.onEdit
 */
export function EditEmbedToolbar( {
	label,
	onEdit,
}: {
	label: string;
	onEdit: () => void;
} ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton onClick={ onEdit }>{ label }</ToolbarButton>
			</ToolbarGroup>
		</BlockControls>
	);
}

/**
 * The notice shown in place of a refused address.
 * @param props
 * @param props.clientId The block replaced by 'Convert block to link'.
 * @param props.refused  What the author entered.
 * @param props.onRetry  Back to the address input.
 */
export function EmbedRefused( {
	clientId,
	refused,
	onRetry,
}: {
	clientId: string;
	refused: string;
	onRetry: () => void;
} ) {
	const { replaceBlock } = useDispatch( 'core/block-editor' ) as {
		replaceBlock: ( id: string, block: unknown ) => void;
	};
	const convertToLink = () => {
		const href = safeUrl( refused );
		replaceBlock(
			clientId,
			createBlock( 'core/paragraph', {
				content: href
					? `<a href="${ escapeAttribute( href ) }">${ escapeHtml(
							href
						) }</a>`
					: escapeHtml( refused ),
			} )
		);
	};
	return (
		<div className="components-placeholder" role="alert">
			<p>{ EMBED_ERROR() }</p>
			<Button variant="secondary" onClick={ onRetry }>
				{ __( 'Try again', 'jetpack' ) }
			</Button>{ ' ' }
			<Button variant="primary" onClick={ convertToLink }>
				{ __( 'Convert block to link', 'jetpack' ) }
			</Button>
		</div>
	);
}
