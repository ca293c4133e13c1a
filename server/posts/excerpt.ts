/**
 * Excerpts as WordPress makes them when none was written: the first 55 words of the post's
 * readable text, followed by ` [&hellip;]`.
 *
 * The readable text is what a reader sees in the rendered HTML: form controls and their labels,
 * hidden elements (`hidden`, `aria-hidden="true"`, an inline `display: none` or
 * `visibility: hidden`, a dialog that is not open), screen-reader-only text and scripts and
 * styles are left out, so a post with a form does not begin with "Name (required) Email …".
 */
import { escapeHtml } from '../../shared/render/escape';

const WORDS = 55;

/** Elements whose content is never part of the readable text. */
const SKIPPED_ELEMENTS = new Set( [
	'form',
	'label',
	'input',
	'select',
	'option',
	'optgroup',
	'datalist',
	'textarea',
	'button',
	'fieldset',
	'legend',
	'script',
	'style',
	'noscript',
	'template',
	'svg',
	'math',
	'iframe',
	'object',
	'head',
	'title',
] );

/** Elements without an end tag. */
const VOID_ELEMENTS = new Set( [
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'link',
	'meta',
	'param',
	'source',
	'track',
	'wbr',
] );

/** Elements whose content is raw text: a `<` inside does not start a tag. */
const RAW_TEXT_ELEMENTS = new Set( [
	'script',
	'style',
	'textarea',
	'title',
	'xmp',
] );

/** Classes that hide text from sighted readers. */
const HIDDEN_CLASSES = new Set( [
	'screen-reader-text',
	'screen-reader-only',
	'visually-hidden',
	'sr-only',
] );

// A comment, a doctype/processing instruction, an end tag or a start tag (attribute values may hold `>`).
const TOKEN =
	/<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>|<\/([a-zA-Z][^\s/>]*)[^>]*>|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE =
	/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf( source: string ): Map< string, string > {
	const attributes = new Map< string, string >();
	for ( const match of source.matchAll( ATTRIBUTE ) ) {
		const name = match[ 1 ].toLowerCase();
		if ( ! attributes.has( name ) ) {
			attributes.set(
				name,
				match[ 2 ] ?? match[ 3 ] ?? match[ 4 ] ?? ''
			);
		}
	}
	return attributes;
}

/** An inline style that hides the element: `display: none` or `visibility: hidden`. */
const HIDDEN_BY_STYLE =
	/(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

function hidesContent( tag: string, attributeSource: string ): boolean {
	if ( SKIPPED_ELEMENTS.has( tag ) ) {
		return true;
	}
	if ( tag === 'dialog' && ! attributeSource.trim() ) {
		// A dialog shows nothing until it is opened.
		return true;
	}
	if ( ! attributeSource.trim() ) {
		return false;
	}
	const attributes = attributesOf( attributeSource );
	if ( attributes.has( 'hidden' ) ) {
		return true;
	}
	if ( attributes.get( 'aria-hidden' )?.trim().toLowerCase() === 'true' ) {
		return true;
	}
	if ( HIDDEN_BY_STYLE.test( attributes.get( 'style' ) ?? '' ) ) {
		return true;
	}
	if ( tag === 'dialog' && ! attributes.has( 'open' ) ) {
		return true;
	}
	const classes = ( attributes.get( 'class' ) ?? '' ).split( /\s+/ );
	return classes.some( ( name ) => HIDDEN_CLASSES.has( name ) );
}

/**
 * The readable text of rendered HTML, whitespace collapsed; character references stay as they
 * are (the text is still HTML-escaped).
 * @param html rendered post content
 */
export function textOf( html: string ): string {
	const parts: string[] = [];
	// Open elements, each with whether it (or an ancestor) hides its content.
	const open: Array< { tag: string; hidden: boolean } > = [];
	const hiddenNow = () => open.length > 0 && open[ open.length - 1 ].hidden;
	let position = 0;
	TOKEN.lastIndex = 0;
	for ( let match = TOKEN.exec( html ); match; match = TOKEN.exec( html ) ) {
		if ( ! hiddenNow() ) {
			parts.push( html.slice( position, match.index ) );
		}
		parts.push( ' ' );
		position = TOKEN.lastIndex;
		const [ whole, endTag, startTag, attributeSource = '' ] = match;
		if ( endTag ) {
			const tag = endTag.toLowerCase();
			const index = open
				.map( ( element ) => element.tag )
				.lastIndexOf( tag );
			if ( index >= 0 ) {
				open.length = index;
			}
		} else if ( startTag ) {
			const tag = startTag.toLowerCase();
			const hidden = hiddenNow() || hidesContent( tag, attributeSource );
			if ( RAW_TEXT_ELEMENTS.has( tag ) ) {
				// Everything up to the matching end tag is text, never markup.
				const end = html
					.toLowerCase()
					.indexOf( `</${ tag }`, TOKEN.lastIndex );
				const stop = end < 0 ? html.length : end;
				if ( ! hidden ) {
					parts.push( html.slice( TOKEN.lastIndex, stop ) );
				}
				position = stop;
				TOKEN.lastIndex = stop;
			} else if (
				! VOID_ELEMENTS.has( tag ) &&
				! whole.endsWith( '/>' )
			) {
				open.push( { tag, hidden } );
			}
		}
	}
	if ( ! hiddenNow() ) {
		parts.push( html.slice( position ) );
	}
	return parts
		.join( '' )
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
