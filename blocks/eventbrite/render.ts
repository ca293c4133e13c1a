/**
 * What visitors get for the event embed: in-page style, the event's checkout in a frame behind
 * the consent button; button-with-modal style, the inner button, which opens a dialog holding
 * the same consent-first checkout (shared/embed/consent-dialog.ts; without JavaScript it is a
 * link to the event page). Only a valid event address with its id renders; otherwise nothing.
 */
import { __, _x } from '@wordpress/i18n';
import { richTextToPlainText } from '../../shared/render/entities';
import type { BlockRenderer, RenderContext } from '../../shared/render-context';
import { consentEmbed } from '../../shared/embed/consent';
import {
	consentDialog,
	dialogOpenerAttributes,
} from '../../shared/embed/consent-dialog';
import { htmlAttributes, markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { checkoutUrl, eventIdFromUrl } from './event-url';

/**
 * Button style: the inner button, made the opener of the checkout dialog; it links to the event
 * page, which is where it leads without JavaScript. Jetpack's inner button holds no URL, so
 * when the rendered button has no link, one is made from its text.
 * @param url
 * @param innerHTML
 * @param context
 * @param dialogId
 */
function registerButton(
	url: string,
	innerHTML: string,
	context: RenderContext,
	dialogId: string
) {
	const opener = htmlAttributes( dialogOpenerAttributes( dialogId ) );
	const inner = innerHTML
		.replace( /^\s*<div[^>]*>/, '' )
		.replace( /<\/div>\s*$/, '' );
	if ( /<a\b[^>]*\shref="https?:/.test( inner ) ) {
		return raw( inner.replace( /<a\b/, `<a${ opener }` ) );
	}
	const button = context.block?.node.innerBlocks[ 0 ]?.attrs ?? {};
	const text =
		richTextToPlainText( button.text ) ||
		_x( 'Register', 'verb: e.g. register for an event.', 'jetpack' );
	return markup`<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${ url }" target="_blank" rel="noopener noreferrer"${ opener }>${ text }</a></div>`;
}

/**
 * The event's checkout, behind the consent button (or at once when the site allows it).
 * @param url
 * @param eventId
 * @param context
 */
function checkout( url: string, eventId: number, context: RenderContext ) {
	return consentEmbed(
		{
			service: 'Eventbrite',
			src: checkoutUrl( eventId, context.site.url ),
			title: __( 'Eventbrite event checkout', 'jetpack' ),
			width: '100%',
			height: 500,
			className: 'wp-block-jetpack-eventbrite__frame',
			link: url,
			linkText: __( 'Register on Eventbrite', 'jetpack' ),
		},
		context
	);
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
		// One dialog per block: its place in the content makes the id unique on the page.
		const dialogId = `eventbrite-checkout-${
			context.block?.path.join( '-' ) ?? eventId
		}`;
		return markup`<div class="${ wrapper.class }">${ registerButton(
			url as string,
			innerHTML,
			context,
			dialogId
		) }${ consentDialog( {
			id: dialogId,
			label: __( 'Eventbrite event checkout', 'jetpack' ),
			content: checkout( url as string, eventId, context ),
		} ) }</div>`.toString();
	}
	return markup`<div class="${ wrapper.class }">${ checkout(
		url as string,
		eventId,
		context
	) }</div>`.toString();
};

export default renderEventbrite;
