/**
 * Redirect targets that must never send a browser off the site, nor reach a Location header
 * as they are (control characters, Unicode spaces, backslashes, protocol-relative and other
 * origins, paths that normalise to `//host`). Shared by the unit test of shared/url/redirect.ts
 * and the server's redirect tests.
 */
export const HOSTILE_REDIRECTS = [
	'/\t/evil.example/',
	'/\n/evil.example/',
	'/\r\n/evil.example/',
	'/\u000b/evil.example/',
	'/\u0000/evil.example/',
	'\u0000',
	'\u000b',
	'\u3000',
	'\u3000//evil.example/',
	'/\u3000/evil.example/',
	'\u00a0//evil.example/',
	'/\u2028/evil.example/',
	'/\u200b/evil.example/',
	'/\u202e/evil.example/',
	'/\ufeff/evil.example/',
	'/\ud800/evil.example/',
	' //evil.example/',
	'//evil.example/',
	'///evil.example/',
	'/\\evil.example/',
	'\\\\evil.example/',
	'\\/evil.example/',
	'/x/..//evil.example/',
	'/./..//evil.example/',
	'https://evil.example/',
	'https://site.example.evil.example/',
	'https:evil.example',
	'javascript:alert(1)',
	'data:text/html,<script>alert(1)</script>',
	'evil.example',
	'wp-admin/',
	'/' + 'a'.repeat( 3000 ),
];
