/**
 * What visitors get: the posts the host found related to this one (`context.relatedPosts`,
 * computed from the site's published posts), laid out in rows, in a navigation landmark.
 * The headline (inner blocks, rendered by the pipeline) comes first. Nothing at all when there
 * are no related posts.
 */
import type { BlockRenderer } from '../../shared/render-context';
import { markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { layoutOf, relatedPostsRows } from './markup';

const SUPPORTS = { name: metadata.name, align: [ 'wide', 'full' ] };

/**
 * The inner blocks (the headline) without the saved wrapper around them.
 * @param innerHTML
 */
function innerBlocksOf( innerHTML: string ): string {
	const match = /^\s*<div\b[^>]*>([\s\S]*)<\/div>\s*$/.exec( innerHTML );
	return match ? match[ 1 ].trim() : '';
}

const renderRelatedPosts: BlockRenderer = (
	attributes,
	innerHTML,
	context
) => {
	const rows = relatedPostsRows( context.relatedPosts ?? [], attributes );
	if ( ! rows ) {
		return '';
	}
	const wrapper = wrapperAttributes( attributes, SUPPORTS );
	return markup`<nav class="jp-relatedposts-i2 ${
		wrapper.class
	}" aria-label="Related Posts" data-layout="${ layoutOf(
		attributes.postLayout
	) }">${ raw( innerBlocksOf( innerHTML ) ) }${ rows }</nav>`.toString();
};

export default renderRelatedPosts;
