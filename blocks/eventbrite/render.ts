/**
 * What visitors get for the event embed: in-page style, the event's checkout in a frame behind
 * the consent button; button style, the inner button (a link to the event page, rendered by
 * the server). Only a valid event address with its id renders; otherwise nothing.
 */
import { __, _x } from '@wordpress/i18n';
import { decodeEntities } from '../../shared/render/entities';
import type { BlockRenderer } from '../../shared/render-context';
import { consentEmbed } from '../../shared/embed/consent';
import { markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { checkoutUrl, eventIdFromUrl } from './event-url';

function plainText( value: unknown ): string {
	return typeof value === 'string'
		? decodeEntities( value.replace( /<[^>]*>/g, '' ) ).trim()
		: '';
}

/**
 * Button style: the inner button, which links to the event page (opening Eventbrite's own
 * checkout there loads nothing on this page). Jetpack's inner button holds no URL, so when the
 * rendered button has no link, one is made from its text.
 * @param url
 * @param innerHTML
 * @param context
 */
function registerButton(
	url: string,
	innerHTML: string,
	context: Parameters< BlockRenderer >[ 2 ]
) {
	const inner = innerHTML
		.replace( /^\s*<div[^>]*>/, '' )
		.replace( /<\/div>\s*$/, '' );
	if ( /\shref="https?:/.test( inner ) ) {
		return raw( inner );
	}
	const button = context.block?.node.innerBlocks[ 0 ]?.attrs ?? {};
	const text =
		plainText( button.text ) ||
		_x( 'Register', 'verb: e.g. register for an event.', 'jetpack' );
	return markup`<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${ url }" target="_blank" rel="noopener noreferrer">${ text }</a></div>`;
}

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
		return markup`<div class="${ wrapper.class }">${ registerButton(
			url as string,
			innerHTML,
			context
		) }</div>`.toString();
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
