/**
 * What visitors get for a Markdown block. The saved HTML is ignored: anyone who can edit the
 * post could have written anything there. The HTML is rendered again from the `source`
 * attribute with the block's renderer, then filtered through the allowlist sanitiser.
 * Pure: no editor imports, no I/O.
 */
import type { BlockRenderer, RawAttributes } from '../../shared/render-context';
import { renderMarkdown } from './markdown-renderer';
import { sanitizeMarkdownHtml } from './sanitize-markdown-html';
import { spacingStyle } from './spacing-style';

const BLOCK_CLASS = 'wp-block-jetpack-markdown';
const ALIGNMENTS = [ 'wide', 'full' ];

/**
 * Block class, alignment, then the author's extra classes (only safe class-name tokens).
 * @param attributes
 */
export function wrapperClasses( attributes: RawAttributes ): string {
	const classes = [ BLOCK_CLASS ];
	if (
		typeof attributes.align === 'string' &&
		ALIGNMENTS.includes( attributes.align )
	) {
		classes.push( `align${ attributes.align }` );
	}
	if ( typeof attributes.className === 'string' ) {
		classes.push(
			...attributes.className
				.split( /\s+/ )
				.filter( ( name ) => /^[A-Za-z_-][A-Za-z0-9_-]*$/.test( name ) )
		);
	}
	return classes.join( ' ' );
}

const renderMarkdownBlock: BlockRenderer = ( attributes ) => {
	const source =
		typeof attributes.source === 'string' ? attributes.source : '';
	const html = sanitizeMarkdownHtml( renderMarkdown( source ) );
	const style = spacingStyle( attributes.style );
	const styleAttribute = style ? ` style="${ style }"` : '';
	return `<div class="${ wrapperClasses( attributes ) }"${ styleAttribute }>${ html }</div>`;
};

export default renderMarkdownBlock;
