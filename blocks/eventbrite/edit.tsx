/**
 * Event embed in the editor (spec 001 §2, §4, §5, §8): the placeholder asking for an event
 * link, in-page or button-with-modal style, resolving, and the refusal with 'Convert block to
 * link' for an address that is not an event page (or is the sample event).
 */
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RadioControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';
import {
	EditEmbedToolbar,
	EmbedRefused,
} from '../../shared/embed/embed-edit-parts';
import { UrlPlaceholder } from '../../shared/embed/url-placeholder';
import { useInnerButton } from '../../shared/embed/use-inner-button';
import { eventIdFromUrl, isEmbeddableEventUrl } from './event-url';
import type { EventbriteAttributes } from './types';

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

	const submit = ( value: string ) => {
		if ( ! isEmbeddableEventUrl( value ) ) {
			setRefused( value );
			return;
		}
		setRefused( null );
		setAttributes( { url: value, eventId: eventIdFromUrl( value )! } );
		setEditing( false );
	};

	if ( refused !== null ) {
		return (
			<div { ...blockProps }>
				<EmbedRefused
					clientId={ clientId }
					refused={ refused }
					onRetry={ () => setRefused( null ) }
				/>
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
			<EditEmbedToolbar
				label={ __( 'Edit URL', 'jetpack' ) }
				onEdit={ () => setEditing( true ) }
			/>
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
