import {
	isHttpUrl,
	isSafeUrl,
	normaliseForSchemeCheck,
	safeUrl,
} from '../policy';
import { acceptedUrls, hostileUrls } from '../../../tests/security/xss-urls';

const HOSTILE_LINKS = hostileUrls.map( ( { url } ) => url );

describe( 'isSafeUrl', () => {
	it.each( [ ...acceptedUrls, '' ] )( 'accepts %j as a link', ( url ) => {
		expect( isSafeUrl( url ) ).toBe( true );
		expect( isSafeUrl( url, 'link' ) ).toBe( true );
	} );

	it.each( HOSTILE_LINKS )( 'refuses %j as a link', ( url ) => {
		expect( isSafeUrl( url, 'link' ) ).toBe( false );
		expect( isSafeUrl( url, 'image' ) ).toBe( false );
	} );

	it( 'refuses what is not a string', () => {
		expect( isSafeUrl( undefined ) ).toBe( false );
		expect( isSafeUrl( null ) ).toBe( false );
		expect( isSafeUrl( 42 ) ).toBe( false );
		expect( isSafeUrl( [ 'https://example.com' ] ) ).toBe( false );
	} );

	it( 'holds images to http, https and relative sources', () => {
		expect( isSafeUrl( 'https://example.com/a.png', 'image' ) ).toBe(
			true
		);
		expect( isSafeUrl( 'a.png', 'image' ) ).toBe( true );
		expect( isSafeUrl( 'mailto:a@example.com', 'image' ) ).toBe( false );
		expect( isSafeUrl( 'tel:+1', 'image' ) ).toBe( false );
		expect( isSafeUrl( 'data:image/png;base64,AAAA', 'image' ) ).toBe(
			false
		);
	} );

	it( 'normalises entities, percent-encoding, invisible characters and case', () => {
		expect(
			normaliseForSchemeCheck( ' J&#x41;va%0Ascr\u00adipt&colon;x' )
		).toBe( 'javascript:x' );
		expect( normaliseForSchemeCheck( '\u0001java\tscript:x' ) ).toBe(
			'javascript:x'
		);
	} );
} );

describe( 'safeUrl', () => {
	it( 'gives the trimmed URL when the policy accepts it', () => {
		expect( safeUrl( ' https://example.com/a ' ) ).toBe(
			'https://example.com/a'
		);
		expect( safeUrl( '#top' ) ).toBe( '#top' );
		expect( safeUrl( 'mailto:a@example.com' ) ).toBe(
			'mailto:a@example.com'
		);
	} );

	it.each( HOSTILE_LINKS )( 'gives nothing for %j', ( url ) => {
		expect( safeUrl( url ) ).toBe( '' );
	} );

	it( 'gives nothing for what is not a string', () => {
		expect( safeUrl( undefined ) ).toBe( '' );
		expect( safeUrl( { href: 'https://example.com' } ) ).toBe( '' );
	} );
} );

describe( 'isHttpUrl', () => {
	it.each( [
		'http://example.com',
		'https://example.com/a?b=1#c',
		'HTTPS://EXAMPLE.COM',
		'https://127.0.0.1:8080/x',
	] )( 'accepts %j', ( url ) => {
		expect( isHttpUrl( url ) ).toBe( true );
	} );

	it.each( [
		...HOSTILE_LINKS,
		'',
		'example.com',
		'/relative',
		'mailto:a@example.com',
		'http://',
		'https://exa mple.com',
		' https://example.com',
		'https://example.com\n',
		'\u0001https://example.com',
		'https://example.com/\u0000',
		'ht\ttps://example.com',
	] )( 'refuses %j', ( url ) => {
		expect( isHttpUrl( url ) ).toBe( false );
	} );

	it( 'refuses what is not a string', () => {
		expect( isHttpUrl( null ) ).toBe( false );
		expect( isHttpUrl( 1 ) ).toBe( false );
	} );
} );
