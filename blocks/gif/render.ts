/**
 * What visitors get: the GIF in a box of its proportions (the saved top padding), and its
 * caption. Older content that saved the service's embed address shows that embed in a frame.
 * The GIF is third-party content: it waits behind "Load content from Giphy (<host>)"
 * (`shared/embed/consent.ts`) unless the site loads embeds directly. Addresses go through the
 * URL policy; nothing when there is no usable GIF.
 */
import { __ } from '@wordpress/i18n';
import { consentContent } from '../../shared/embed/consent';
import type { BlockRenderer } from '../../shared/render-context';
import { richTextToPlainText } from '../../shared/render/entities';
import { markup } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import { safeUrl } from '../../shared/url/policy';
import metadata from './block.json';
import { safePadding } from './gif-url';

const SUPPORTS = {
	name: metadata.name,
	align: [ 'left', 'center', 'right', 'wide', 'full' ],
};

/** An address written plainly (no spaces, quotes or angle brackets), as the service gives them. */
function plainAddress( url: string ): string {
	return /^https?:\/\/[^\s"'<>]+$/i.test( url ) ? url : '';
}

function embedAddress( value: unknown ): string {
	const url = safeUrl( value );
	return /^https:\/\/giphy\.com\/embed\/[A-Za-z0-9]+$/.test( url ) ? url : '';
}

const renderGif: BlockRenderer = ( attributes, _inner, context ) => {
	const image = plainAddress( safeUrl( attributes.gifUrl, 'image' ) );
	const embed = image ? '' : embedAddress( attributes.giphyUrl );
	if ( ! image && ! embed ) {
		return '';
	}
	const attrs = { align: 'center', ...attributes };
	const wrapper = wrapperAttributes( attrs, SUPPORTS );
	// The caption is rich text (HTML) in the editor; visitors get its text.
	const caption = richTextToPlainText( attributes.caption );
	const label =
		caption ||
		( typeof attributes.searchText === 'string'
			? attributes.searchText
			: '' ) ||
		'Animated GIF';
	const media = image
		? markup`<img src="${ image }" alt="${ label }" loading="lazy">`
		: markup`<iframe src="${ embed }" title="${ label }" loading="lazy" allowfullscreen></iframe>`;
	const src = image || embed;
	const box = markup`<div class="wp-block-jetpack-gif-wrapper" style="padding-top:${ safePadding(
		attributes.paddingTop
	) }">${ media }</div>`;
	return markup`<figure class="${ wrapper.class }">${ consentContent(
		{
			service: serviceName( src ),
			src,
			content: box,
			link: src,
			linkText: __( 'View this GIF', 'jetpack' ),
		},
		context
	) }${
		caption
			? markup`<figcaption class="wp-block-jetpack-gif-caption gallery-caption">${ caption }</figcaption>`
			: ''
	}</figure>`.toString();
};

/**
 * "Giphy" for the GIF service's own hosts; otherwise the host itself (older content may point
 * elsewhere), so the button never names a service the GIF does not come from.
 * @param src
 */
function serviceName( src: string ): string {
	try {
		const host = new URL( src ).hostname;
		return /(^|\.)giphy\.com$/.test( host ) ? 'Giphy' : host;
	} catch {
		return 'Giphy';
	}
}

export default renderGif;
