/**
 * Content filtering for users without `unfiltered_html` (authors, contributors), as WordPress's
 * kses does on save: scripts, iframes, event handlers and `javascript:` URLs go; the block structure
 * (comment delimiters and attributes) stays exactly as written so blocks still validate. URLs
 * follow the suite's URL policy (shared/url/policy.ts): a link or image URL it refuses is
 * dropped from its element.
 *
 * Each block's own HTML is filtered as one piece, with inner blocks held by placeholders, so an
 * element opened before an inner block and closed after it is not cut in two.
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import sanitizeHtml from 'sanitize-html';
import { isSafeUrl, URL_SCHEMES, type UrlUse } from '../../shared/url/policy';
import type { ParsedBlock } from '../render/render-content';

const TAGS = [
	...sanitizeHtml.defaults.allowedTags,
	'img',
	'picture',
	'source',
	'video',
	'audio',
	'track',
	'details',
	'summary',
	'del',
	'ins',
	'button',
	'form',
	'label',
	'input',
	'select',
	'option',
	'textarea',
	'fieldset',
	'legend',
	'svg',
	'path',
	'g',
	'circle',
	'rect',
	'polygon',
	'line',
	'polyline',
	'ellipse',
	'defs',
	'use',
	'title',
	'desc',
];

/** The attributes that hold a URL, and what the URL is for. */
const URL_USES: Record< string, UrlUse > = {
	href: 'link',
	src: 'image',
	action: 'link',
	poster: 'image',
	cite: 'link',
};

function withoutRefusedUrls(
	attribs: sanitizeHtml.Attributes
): sanitizeHtml.Attributes {
	return Object.fromEntries(
		Object.entries( attribs ).filter(
			( [ name, value ] ) =>
				! ( name in URL_USES ) || isSafeUrl( value, URL_USES[ name ] )
		)
	);
}

const OPTIONS: sanitizeHtml.IOptions = {
	allowedTags: TAGS,
	allowedAttributes: {
		'*': [
			'class',
			'id',
			'style',
			'title',
			'lang',
			'dir',
			'role',
			'hidden',
			'tabindex',
			'data-*',
			'aria-*',
			'width',
			'height',
			'align',
		],
		a: [ 'href', 'target', 'rel', 'name', 'download' ],
		img: [ 'src', 'srcset', 'sizes', 'alt', 'loading', 'decoding' ],
		source: [ 'src', 'srcset', 'sizes', 'type', 'media' ],
		video: [
			'src',
			'poster',
			'controls',
			'autoplay',
			'loop',
			'muted',
			'playsinline',
			'preload',
		],
		audio: [ 'src', 'controls', 'autoplay', 'loop', 'muted', 'preload' ],
		track: [ 'src', 'kind', 'srclang', 'label', 'default' ],
		td: [ 'colspan', 'rowspan', 'headers' ],
		th: [ 'colspan', 'rowspan', 'headers', 'scope', 'abbr' ],
		ol: [ 'start', 'reversed', 'type' ],
		li: [ 'value' ],
		time: [ 'datetime' ],
		details: [ 'open' ],
		form: [ 'action', 'method', 'name', 'novalidate' ],
		input: [
			'type',
			'name',
			'value',
			'placeholder',
			'required',
			'checked',
			'disabled',
			'min',
			'max',
			'step',
			'pattern',
			'autocomplete',
		],
		select: [ 'name', 'required', 'multiple', 'disabled' ],
		option: [ 'value', 'selected' ],
		textarea: [ 'name', 'placeholder', 'required', 'rows', 'cols' ],
		label: [ 'for' ],
		button: [ 'type', 'name', 'value', 'disabled' ],
		svg: [ 'viewbox', 'viewBox', 'xmlns', 'fill', 'stroke', 'focusable' ],
		path: [
			'd',
			'fill',
			'stroke',
			'stroke-width',
			'fill-rule',
			'clip-rule',
		],
		circle: [ 'cx', 'cy', 'r', 'fill' ],
		rect: [ 'x', 'y', 'rx', 'ry', 'fill' ],
		polygon: [ 'points', 'fill' ],
		use: [ 'href' ],
	},
	allowedSchemes: [ ...URL_SCHEMES.link ],
	allowedSchemesAppliedToAttributes: Object.keys( URL_USES ),
	allowProtocolRelative: false,
	// sanitize-html's own scheme check, then the URL policy's (which also sees through
	// entities, percent-encoding and invisible characters).
	transformTags: {
		'*': ( tagName, attribs ) => ( {
			tagName,
			attribs: withoutRefusedUrls( attribs ),
		} ),
	},
	parser: { lowerCaseAttributeNames: false },
};

/** Markers for inner blocks and kept comments: private-use characters no content uses. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const KEPT_COMMENT = /<!--\s*(more|nextpage|noteaser)(\s[^<>]*)?-->/g;

function filterHtml( html: string ): string {
	const comments: string[] = [];
	const held = html.replace(
		KEPT_COMMENT,
		( comment ) => `${ OPEN }c${ comments.push( comment ) - 1 }${ CLOSE }`
	);
	return sanitizeHtml( held, OPTIONS ).replace(
		new RegExp( `${ OPEN }c(\\d+)${ CLOSE }`, 'g' ),
		( _, index ) => comments[ Number( index ) ]
	);
}

/**
 * Block attributes as Gutenberg's serializer writes them (no `--`, `<`, `>`, `&` or `\"`).
 * @param attrs
 */
function serializeAttributes( attrs: Record< string, unknown > ): string {
	return JSON.stringify( attrs )
		.replace( /--/g, '\\u002d\\u002d' )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\\"/g, '\\u0022' );
}

function filterBlock( block: ParsedBlock ): string {
	let index = 0;
	const joined = block.innerContent
		.map( ( chunk ) =>
			chunk === null ? `${ OPEN }b${ index++ }${ CLOSE }` : chunk
		)
		.join( '' );
	const inner = filterHtml( joined ).replace(
		new RegExp( `${ OPEN }b(\\d+)${ CLOSE }`, 'g' ),
		( _, i ) => filterBlock( block.innerBlocks[ Number( i ) ] )
	);
	if ( ! block.blockName ) {
		return inner;
	}
	const name = block.blockName.startsWith( 'core/' )
		? block.blockName.slice( 5 )
		: block.blockName;
	const attrs =
		block.attrs && Object.keys( block.attrs ).length
			? ` ${ serializeAttributes( block.attrs ) }`
			: '';
	if ( ! block.innerContent.length ) {
		return `<!-- wp:${ name }${ attrs } /-->`;
	}
	return `<!-- wp:${ name }${ attrs } -->${ inner }<!-- /wp:${ name } -->`;
}

/**
 * Post content with every block's HTML filtered and the block delimiters kept.
 * @param content
 */
export function filterPostContent( content: string ): string {
	const clean = content.replace( /[\uE000\uE001]/g, '' );
	return ( parse( clean ) as ParsedBlock[] ).map( filterBlock ).join( '' );
}

/**
 * Titles and excerpts: inline formatting only.
 * @param text
 */
export function filterInline( text: string ): string {
	return sanitizeHtml( text, {
		allowedTags: [
			'a',
			'abbr',
			'b',
			'strong',
			'em',
			'i',
			'code',
			'sub',
			'sup',
			'span',
			'br',
			'mark',
			's',
		],
		allowedAttributes: { a: [ 'href', 'title' ], '*': [ 'class' ] },
		allowedSchemes: [ ...URL_SCHEMES.link ],
		allowProtocolRelative: false,
		transformTags: {
			a: ( tagName, attribs ) => ( {
				tagName,
				attribs: withoutRefusedUrls( attribs ),
			} ),
		},
	} );
}
