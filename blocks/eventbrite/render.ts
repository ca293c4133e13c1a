/**
 * What visitors get for the event embed: in-page style, the event's checkout in a frame behind
 * the consent button; button style, the inner button (a link to the event page, rendered by
 * the server). Only a valid event address with its id renders; otherwise nothing.
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { consentEmbed } from '../../shared/embed/consent';
import { markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { checkoutUrl, eventIdFromUrl } from './event-url';

const renderEventbrite: BlockRenderer = ( attributes, innerHTML, context ) => {
	const { url } = attributes;
	const eventId = eventIdFromUrl( url );
	if ( ! eventId ) {
		return '';
	}
	const wrapper = wrapperAttributes( attributes, {
		name: metadata.name,
		align: [ 'left', 'center', 'right', 'wide', 'full' ],
	} );
	if ( attributes.style === 'modal' ) {
		const inner = innerHTML
			.replace( /^\s*<div[^>]*>/, '' )
			.replace( /<\/div>\s*$/, '' );
		return markup`<div class="${ wrapper.class }">${ raw( inner ) }</div>`.toString();
	}
	return markup`<div class="${ wrapper.class }">${ consentEmbed(
		{
			service: 'Eventbrite',
			src: checkoutUrl( eventId, context.site.url ),
			title: __( 'Eventbrite event checkout', 'jetpack' ),
			width: '100%',
			height: 500,
			className: 'wp-block-jetpack-eventbrite__frame',
			link: url as string,
			linkText: __( 'Register on Eventbrite', 'jetpack' ),
		},
		context
	) }</div>`.toString();
};

export default renderEventbrite;
