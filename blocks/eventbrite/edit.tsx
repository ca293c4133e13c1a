/**
 * Event embed in the editor (spec 001 §2, §4, §5, §8): the placeholder asking for an event
 * link, in-page or button-with-modal style, resolving, and the refusal with 'Convert block to
 * link' for an address that is not an event page (or is the sample event).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { RadioControl } from '@wordpress/components';
import { __, _x } from '@wordpress/i18n';
import {
	EmbedAddressStep,
	EmbedPreview,
	useRefusableAddress,
} from '../../shared/embed/embed-edit-parts';
import { useInnerButton } from '../../shared/embed/use-inner-button';
import {
	eventIdFromUrl,
	isEmbeddableEventUrl,
	storedEventUrl,
} from './event-url';
import type { EventbriteAttributes } from './types';

export default function EventbriteEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< EventbriteAttributes > & { clientId: string } ) {
	const blockProps = useBlockProps();
	const url = storedEventUrl( attributes.url );
	const address = useRefusableAddress( clientId, url );
	useInnerButton( clientId, attributes.style === 'modal', {
		element: 'a',
		uniqueId: 'eventbrite-widget-id',
		text: _x( 'Register', 'verb: e.g. register for an event.', 'jetpack' ),
	} );

	const submit = ( value: string ) => {
		if ( ! isEmbeddableEventUrl( value ) ) {
			address.refuse( value );
			return;
		}
		setAttributes( { url: value, eventId: eventIdFromUrl( value )! } );
		address.accept();
	};

	if ( address.asking ) {
		return (
			<EmbedAddressStep
				blockProps={ blockProps }
				refusal={ address.refusal }
				label={ __( 'Eventbrite Checkout', 'jetpack' ) }
				instructions={ __(
					'Paste a link to an Eventbrite event to embed ticket checkout.',
					'jetpack'
				) }
				inputLabel={ __( 'Eventbrite event URL', 'jetpack' ) }
				initialValue={ url }
				onSubmit={ submit }
			/>
		);
	}

	return (
		<EmbedPreview
			blockProps={ blockProps }
			editLabel={ __( 'Edit URL', 'jetpack' ) }
			onEdit={ address.edit }
			settingsTitle={ __( 'Settings', 'jetpack' ) }
			settings={
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
			}
		>
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
		</EmbedPreview>
	);
}
