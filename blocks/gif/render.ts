/**
 * What visitors get: the GIF in a box of its proportions (the saved top padding), and its
 * caption. Older content that saved the service's embed address shows that embed in a frame.
 * Addresses go through the URL policy; nothing when there is no usable GIF.
 */
import type { BlockRenderer } from '../../shared/render-context';
import { decodeEntities } from '../../shared/render/entities';
import { markup } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import { safeUrl } from '../../shared/url/policy';
import metadata from './block.json';
import { safePadding } from './gif-url';

const SUPPORTS = {
	name: metadata.name,
	align: [ 'left', 'center', 'right', 'wide', 'full' ],
};

function embedAddress( value: unknown ): string {
	const url = safeUrl( value );
	return /^https:\/\/giphy\.com\/embed\/[A-Za-z0-9]+$/.test( url ) ? url : '';
}

const renderGif: BlockRenderer = ( attributes ) => {
	const image = safeUrl( attributes.gifUrl, 'image' );
	const embed = image ? '' : embedAddress( attributes.giphyUrl );
	if ( ! image && ! embed ) {
		return '';
	}
	const attrs = { align: 'center', ...attributes };
	const wrapper = wrapperAttributes( attrs, SUPPORTS );
	// The caption is rich text (HTML) in the editor; visitors get its text.
	const caption =
		typeof attributes.caption === 'string'
			? decodeEntities( attributes.caption.replace( /<[^>]*>/g, '' ) )
			: '';
	const label =
		caption ||
		( typeof attributes.searchText === 'string'
			? attributes.searchText
			: '' ) ||
		'Animated GIF';
	const media = image
		? markup`<img src="${ image }" alt="${ label }" loading="lazy">`
		: markup`<iframe src="${ embed }" title="${ label }" loading="lazy" allowfullscreen></iframe>`;
	return markup`<figure class="${
		wrapper.class
	}"><div class="wp-block-jetpack-gif-wrapper" style="padding-top:${ safePadding(
		attributes.paddingTop
	) }">${ media }</div>${
		caption
			? markup`<figcaption class="wp-block-jetpack-gif-caption gallery-caption">${ caption }</figcaption>`
			: ''
	}</figure>`.toString();
};

export default renderGif;
