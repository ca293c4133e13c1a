/**
 * Excerpts as WordPress makes them when none was written: the first 55 words of the rendered
 * text, followed by ` [&hellip;]`.
 */
import { escapeHtml } from '../../shared/render/escape';

const WORDS = 55;

export function textOf( html: string ): string {
	return html
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace( /<(script|style)[\s\S]*?<\/\1>/gi, ' ' )
		.replace( /<[^>]+>/g, ' ' )
		.replace( /&nbsp;/g, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();
}

export function renderedExcerpt(
	excerpt: string,
	renderedContent: string
): string {
	if ( excerpt.trim() ) {
		return `<p>${ escapeHtml( excerpt ) }</p>\n`;
	}
	const words = textOf( renderedContent ).split( ' ' ).filter( Boolean );
	if ( ! words.length ) {
		return '';
	}
	// The text comes from HTML, so its entities are already escaped; only stray brackets remain.
	const text = words
		.slice( 0, WORDS )
		.join( ' ' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
	return `<p>${ text }${ words.length > WORDS ? ' [&hellip;]' : '' }</p>\n`;
}
