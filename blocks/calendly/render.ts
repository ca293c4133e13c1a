/**
 * What visitors get for the scheduling embed: inline style, the scheduling page in a frame
 * behind the consent button (shared/embed/consent.ts); link style, the inner button as the
 * server rendered it. A url that is not the service's https address renders nothing.
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { consentEmbed } from '../../shared/embed/consent';
import { markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { calendlyEmbedUrl, isCalendlyUrl } from './calendly-url';

const renderCalendly: BlockRenderer = ( attributes, innerHTML, context ) => {
	const { url } = attributes;
	if ( ! isCalendlyUrl( url ) ) {
		return '';
	}
	const wrapper = wrapperAttributes( attributes, {
		name: metadata.name,
		align: [ 'left', 'center', 'right', 'wide', 'full' ],
	} );
	if ( attributes.style === 'link' ) {
		const inner = innerHTML
			.replace( /^\s*<div[^>]*>/, '' )
			.replace( /<\/div>\s*$/, '' );
		return markup`<div class="${ wrapper.class }">${ raw( inner ) }</div>`.toString();
	}
	let embedDomain = '';
	try {
		embedDomain = new URL( context.site.url ).host;
	} catch {}
	const src = calendlyEmbedUrl( {
		url,
		embedDomain,
		hideEventTypeDetails: attributes.hideEventTypeDetails === true,
		backgroundColor: ( attributes.backgroundColor as string ) ?? 'ffffff',
		primaryColor: ( attributes.primaryColor as string ) ?? '00A2FF',
		textColor: ( attributes.textColor as string ) ?? '4D5055',
	} );
	return markup`<div class="${ wrapper.class } is-style-inline">${ consentEmbed(
		{
			service: 'Calendly',
			src,
			title: __( 'Calendly scheduling calendar', 'jetpack' ),
			width: '100%',
			height: 630,
			className: 'wp-block-jetpack-calendly__frame',
			link: url,
			linkText: __( 'Schedule a time on Calendly', 'jetpack' ),
		},
		context
	) }</div>`.toString();
};

export default renderCalendly;
