/**
 * XSS payloads, part two: other schemes, SVG, embedding tags, reference links, autolinks,
 * comments, entities and attribute break-outs (see xss-payloads.ts).
 */
import type { XssPayload } from './xss-payloads';

export const linkAndSchemePayloads: XssPayload[] = [
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
