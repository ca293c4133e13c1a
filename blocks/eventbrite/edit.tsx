/**
 * Event embed in the editor (spec 001 §2, §4, §5, §8): the placeholder asking for an event
 * link, in-page or button-with-modal style, resolving, and the refusal with 'Convert block to
 * link' for an address that is not an event page (or is the sample event).
 */
import {
	BlockControls,
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	PanelBody,
	RadioControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';
import { UrlPlaceholder } from '../../shared/embed/url-placeholder';
import { useInnerButton } from '../../shared/embed/use-inner-button';
import { escapeAttribute, escapeHtml } from '../../shared/render/escape';
import { safeUrl } from '../../shared/url/policy';
import { eventIdFromUrl, isEmbeddableEventUrl } from './event-url';
import type { EventbriteAttributes } from './types';

export const EMBED_ERROR = () =>
	__( 'Sorry, this content could not be embedded.', 'jetpack' );

export default function EventbriteEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< EventbriteAttributes > & { clientId: string } ) {
	const blockProps = useBlockProps();
	const [ editing, setEditing ] = useState( ! attributes.url );
	const [ refused, setRefused ] = useState< string | null >( null );
	useInnerButton( clientId, attributes.style === 'modal', {
		element: 'a',
		uniqueId: 'eventbrite-widget-id',
		text: _x( 'Register', 'verb: e.g. register for an event.', 'jetpack' ),
	} );
	const { replaceBlock } = useDispatch( 'core/block-editor' ) as {
		replaceBlock: ( id: string, block: unknown ) => void;
	};

	const submit = ( value: string ) => {
		if ( ! isEmbeddableEventUrl( value ) ) {
			setRefused( value );
			return;
		}
		setRefused( null );
		setAttributes( { url: value, eventId: eventIdFromUrl( value )! } );
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
					label={ __( 'Eventbrite Checkout', 'jetpack' ) }
					instructions={ __(
						'Paste a link to an Eventbrite event to embed ticket checkout.',
						'jetpack'
					) }
					inputLabel={ __( 'Eventbrite event URL', 'jetpack' ) }
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
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'jetpack' ) }>
					<RadioControl
						label={ __( 'Embed type', 'jetpack' ) }
						selected={ attributes.style }
						options={ [
							{
								label: __( 'In-page Embed', 'jetpack' ),
								value: 'inline',
							},
							{
								label: __( 'Button & Modal', 'jetpack' ),
								value: 'modal',
							},
						] }
						onChange={ ( style ) => setAttributes( { style } ) }
					/>
				</PanelBody>
			</InspectorControls>
			{ attributes.style === 'modal' ? (
				<InnerBlocks
					templateLock="all"
					allowedBlocks={ [ 'jetpack/button' ] }
				/>
			) : (
				<p className="wp-block-jetpack-eventbrite__preview">
					{ __( 'Event checkout will show here:', 'jetpack' ) }{ ' ' }
					<a href={ attributes.url }>{ attributes.url }</a>
				</p>
			) }
		</div>
	);
}
