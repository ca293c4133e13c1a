/**
 * Hostile link targets, for the blocks and pages that print a URL an author typed (the Button's
 * `url`, Markdown links, form redirects). Each is refused by the URL policy
 * (shared/url/policy.ts). A plain data module with no test-framework imports, shared by the
 * policy's unit test, the render and save tests and the published-page test.
 *
 * `runsInBrowsers` marks the ones a browser would run or load as code when printed unescaped in
 * an href (after stripping tabs, newlines and control characters, as browsers do): the
 * dangerous-markup checker must catch those when nothing filters them, which proves it can fail.
 */
export type HostileUrl = {
	name: string;
	url: string;
	runsInBrowsers?: true;
};

export const hostileUrls: HostileUrl[] = [
	{ name: 'javascript', url: 'javascript:alert(1)', runsInBrowsers: true },
	{
		name: 'mixed-case javascript',
		url: 'JaVaScRiPt:alert(1)',
		runsInBrowsers: true,
	},
	{
		name: 'leading spaces',
		url: '  javascript:alert(1)',
		runsInBrowsers: true,
	},
	{
		name: 'tab inside the scheme',
		url: 'java\tscript:alert(1)',
		runsInBrowsers: true,
	},
	{
		name: 'newline inside the scheme',
		url: 'java\nscript:alert(1)',
		runsInBrowsers: true,
	},
	{
		name: 'carriage return inside the scheme',
		url: 'java\rscript:alert(1)',
		runsInBrowsers: true,
	},
	{
		name: 'control character before the scheme',
		url: '\u0001javascript:alert(1)',
		runsInBrowsers: true,
	},
	{
		name: 'unit separator before the scheme',
		url: '\u001fjavascript:alert(1)',
		runsInBrowsers: true,
	},
	{
		name: 'NUL inside the scheme',
		url: 'java\u0000script:alert(1)',
	},
	{ name: 'no-break space first', url: '\u00a0javascript:alert(1)' },
	{ name: 'zero-width space inside', url: 'java\u200bscript:alert(1)' },
	{ name: 'byte-order mark first', url: '\ufeffjavascript:alert(1)' },
	{ name: 'soft hyphen inside', url: 'java\u00adscript:alert(1)' },
	{ name: 'percent-encoded tab', url: 'java%09script:alert(1)' },
	{ name: 'percent-encoded letter', url: '%6aavascript:alert(1)' },
	{ name: 'double percent-encoded letter', url: '%256aavascript:alert(1)' },
	{ name: 'decimal entity letter', url: '&#106;avascript:alert(1)' },
	{ name: 'hex entity letter', url: '&#x6A;avascript:alert(1)' },
	{ name: 'padded entity letter', url: '&#0000106avascript:alert(1)' },
	{ name: 'entity colon', url: 'javascript&colon;alert(1)' },
	{ name: 'entity tab', url: 'java&Tab;script:alert(1)' },
	{ name: 'vbscript', url: 'vbscript:msgbox(1)', runsInBrowsers: true },
	{
		name: 'data html',
		url: 'data:text/html,<script>alert(1)</script>',
		runsInBrowsers: true,
	},
	{
		name: 'data html base64',
		url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
		runsInBrowsers: true,
	},
	{ name: 'file', url: 'file:///etc/passwd' },
	{ name: 'protocol-relative', url: '//evil.example' },
	{ name: 'backslash protocol-relative', url: '/\\evil.example' },
	{ name: 'double backslash', url: '\\\\evil.example' },
];

/** Link targets the policy keeps, as written (trimmed). */
export const acceptedUrls = [
	'https://example.com',
	'HTTP://EXAMPLE.COM/',
	'http://example.com/a?b=1&c=2#d',
	'mailto:a@example.com',
	'tel:+1-555',
	'/path/to?x=1:2',
	'page.html#a:b',
	'./page',
	'../page',
	'#fragment',
	'?query=1',
];
