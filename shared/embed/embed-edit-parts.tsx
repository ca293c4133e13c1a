/**
 * Editor pieces every embed block shares: the toolbar button that reopens the address input,
 * the refusal notice with 'Try again' and 'Convert block to link' (which leaves a paragraph
 * holding the link, or the text when it is not a safe address), the address step (that notice
 * or the address input) and the embedded view with its toolbar button and settings sidebar.
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import {
	Button,
	PanelBody,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { escapeAttribute, escapeHtml } from '../render/escape';
import { safeUrl } from '../url/policy';
import { UrlPlaceholder, type UrlPlaceholderProps } from './url-placeholder';

/** What the block's edit component got from useBlockProps(), spread on the block's wrapper. */
export type EmbedBlockProps = ReturnType< typeof useBlockProps >;

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

/**
 * The state of an embed whose refused address gets the refusal notice (EmbedAddressStep's
 * `refusal`): whether the address input is open, and the address refused.
 * @param clientId The block.
 * @param url      Its address attribute; without one the input is open.
 */
export function useRefusableAddress( clientId: string, url?: string ) {
	const [ editing, setEditing ] = useState( ! url );
	const [ refused, setRefused ] = useState< string | null >( null );
	return {
		/** Whether the block shows its address step rather than the embed. */
		asking: editing || ! url || refused !== null,
		refusal:
			refused === null
				? null
				: { clientId, refused, onRetry: () => setRefused( null ) },
		refuse: ( value: string ) => setRefused( value ),
		/** The address was taken: back to the embed. */
		accept: () => {
			setRefused( null );
			setEditing( false );
		},
		/** The toolbar's Edit button: back to the address input. */
		edit: () => setEditing( true ),
	};
}

/**
 * The block while it asks for an address: the refusal notice when `refusal` is given (the last
 * address was refused), else the address input.
 * @param props
 * @param props.blockProps What useBlockProps() returned.
 * @param props.refusal    The refused address, the block it is in and the way back to the input.
 */
export function EmbedAddressStep( {
	blockProps,
	refusal,
	...placeholder
}: UrlPlaceholderProps & {
	blockProps: EmbedBlockProps;
	refusal?: Parameters< typeof EmbedRefused >[ 0 ] | null;
} ) {
	return (
		<div { ...blockProps }>
			{ refusal ? (
				<EmbedRefused { ...refusal } />
			) : (
				<UrlPlaceholder { ...placeholder } />
			) }
		</div>
	);
}

/**
 * The block once embedded: the toolbar button back to the address input, the settings sidebar
 * (when the block has settings) and the block's own view.
 * @param props
 * @param props.blockProps    What useBlockProps() returned.
 * @param props.editLabel     The toolbar button's text ('Edit' or 'Edit URL').
 * @param props.onEdit
 * @param props.settingsTitle The sidebar panel's title.
 * @param props.settings      The sidebar panel's controls; without them there is no sidebar.
 * @param props.children      The embedded view.
 */
export function EmbedPreview( {
	blockProps,
	editLabel,
	onEdit,
	settingsTitle,
	settings,
	children,
}: {
	blockProps: EmbedBlockProps;
	editLabel: string;
	onEdit: () => void;
	settingsTitle?: string;
	settings?: ReactNode;
	children: ReactNode;
} ) {
	return (
		<div { ...blockProps }>
			<EditEmbedToolbar label={ editLabel } onEdit={ onEdit } />
			{ settings && (
				<InspectorControls>
					<PanelBody title={ settingsTitle }>{ settings }</PanelBody>
				</InspectorControls>
			) }
			{ children }
		</div>
	);
}
