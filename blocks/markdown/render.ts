/**
 * What visitors get for a Markdown block. The saved HTML is ignored: anyone who can edit the
 * post could have written anything there. The HTML is rendered again from the `source`
 * attribute with the block's renderer, then filtered through the allowlist sanitiser.
 * Pure: no editor imports, no I/O.
 */
import type { BlockRenderer, RawAttributes } from '../../shared/render-context';
import { markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { renderMarkdown } from './markdown-renderer';
import { sanitizeMarkdownHtml } from './sanitize-markdown-html';

const SUPPORTS = {
	name: metadata.name,
	align: [ 'wide', 'full' ],
	spacing: true,
};

/**
 * Block class, alignment, then the author's extra classes.
 * @param attributes
 */
export function wrapperClasses( attributes: RawAttributes ): string {
	return wrapperAttributes( attributes, SUPPORTS ).class;
}

const renderMarkdownBlock: BlockRenderer = ( attributes ) => {
	const source =
		typeof attributes.source === 'string' ? attributes.source : '';
	const html = sanitizeMarkdownHtml( renderMarkdown( source ) );
	const wrapper = wrapperAttributes( attributes, SUPPORTS );
	return markup`<div class="${ wrapper.class }"${
		wrapper.style ? markup` style="${ wrapper.style }"` : ''
	}>${ raw( html ) }</div>`.toString();
};

export default renderMarkdownBlock;
