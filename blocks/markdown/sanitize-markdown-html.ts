/**
 * Second line of defence for what visitors get: the HTML that ./markdown-renderer produced is
 * filtered again through sanitize-html with an allowlist of exactly the elements and attributes
 * markdown-it emits. Should the renderer ever let something through (a markdown-it bug, a
 * future option change), it still cannot reach the published page.
 */
import sanitizeHtml from 'sanitize-html';
import { isSafeUrl, URL_SCHEMES, type UrlUse } from '../../shared/url/policy';

const TEXT_ALIGN = [ /^(left|right|center)$/ ];

const OPTIONS: sanitizeHtml.IOptions = {
	allowedTags: [
		'p',
		'h1',
		'h2',
		'h3',
		'h4',
		'h5',
		'h6',
		'em',
		'strong',
		's',
		'code',
		'pre',
		'blockquote',
		'ul',
		'ol',
		'li',
		'a',
		'img',
		'hr',
		'br',
		'table',
		'thead',
		'tbody',
		'tr',
		'th',
		'td',
	],
	allowedAttributes: {
		a: [ 'href', 'title' ],
		img: [ 'src', 'alt', 'title' ],
		ol: [ 'start' ],
		th: [ 'style' ],
		td: [ 'style' ],
		code: [ 'class' ],
	},
	allowedClasses: { code: [ /^language-[\w-]+$/ ] },
	allowedStyles: {
		th: { 'text-align': TEXT_ALIGN },
		td: { 'text-align': TEXT_ALIGN },
	},
	allowedSchemes: [ ...URL_SCHEMES.link ],
	allowedSchemesByTag: { img: [ ...URL_SCHEMES.image ] },
	allowedSchemesAppliedToAttributes: [ 'href', 'src' ],
	allowProtocolRelative: false,
	disallowedTagsMode: 'discard',
	// Our own URL policy on top of sanitize-html's scheme check: both must agree.
	transformTags: {
		a: ( tagName, attribs ) => ( {
			tagName,
			attribs: dropRefusedUrl( attribs, 'href', 'link' ),
		} ),
		img: ( tagName, attribs ) => ( {
			tagName,
			attribs: dropRefusedUrl( attribs, 'src', 'image' ),
		} ),
	},
};

function dropRefusedUrl(
	attribs: sanitizeHtml.Attributes,
	name: string,
	use: UrlUse
): sanitizeHtml.Attributes {
	if ( name in attribs && ! isSafeUrl( attribs[ name ], use ) ) {
		const { [ name ]: _refused, ...rest } = attribs;
		return rest;
	}
	return attribs;
}

/**
 * Filters HTML down to the Markdown allowlist.
 * @param html
 */
export function sanitizeMarkdownHtml( html: string ): string {
	return sanitizeHtml( html, OPTIONS );
}
