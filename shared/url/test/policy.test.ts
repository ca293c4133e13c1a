import { isAllowedUrl, normaliseForSchemeCheck } from '../url-policy';

describe( 'isAllowedUrl', () => {
	it.each( [
		'https://example.com',
		'HTTP://EXAMPLE.COM/',
		'mailto:a@example.com',
		'tel:+1-555',
		'/path/to?x=1:2',
		'page.html#a:b',
		'#fragment',
		'?query=1',
		'',
	] )( 'accepts %j as a link', ( url ) => {
		expect( isAllowedUrl( url, 'link' ) ).toBe( true );
	} );

	it.each( [
		'javascript:alert(1)',
		' JavaScript:alert(1)',
		'java\tscript:alert(1)',
		'java\nscript:alert(1)',
		'java\u0000script:alert(1)',
		'\u0001javascript:alert(1)',
		'java%09script:alert(1)',
		'%6aavascript:alert(1)',
		'&#106;avascript:alert(1)',
		'&#x6A;avascript:alert(1)',
		'&#0000106avascript:alert(1)',
		'javascript&colon;alert(1)',
		'java\u200bscript:alert(1)',
		'vbscript:msgbox(1)',
		'data:text/html,<script>alert(1)</script>',
		'file:///etc/passwd',
		'ftp://example.com',
		'//evil.example',
		'/\\evil.example',
		'\\\\evil.example',
	] )( 'refuses %j as a link', ( url ) => {
		expect( isAllowedUrl( url, 'link' ) ).toBe( false );
	} );

	it( 'holds images to http, https and relative sources', () => {
		expect( isAllowedUrl( 'https://example.com/a.png', 'image' ) ).toBe(
			true
		);
		expect( isAllowedUrl( 'a.png', 'image' ) ).toBe( true );
		expect( isAllowedUrl( 'mailto:a@example.com', 'image' ) ).toBe( false );
		expect( isAllowedUrl( 'data:image/png;base64,AAAA', 'image' ) ).toBe(
			false
		);
	} );

	it( 'normalises entities, percent-encoding, invisible characters and case', () => {
		expect(
			normaliseForSchemeCheck( ' J&#x41;va%0Ascr\u00adipt&colon;x' )
		).toBe( 'javascript:x' );
	} );
} );
