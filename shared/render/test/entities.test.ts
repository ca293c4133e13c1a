import { decodeEntities } from '../entities';

describe( 'decodeEntities', () => {
	it( 'decodes numeric references, with or without the semicolon', () => {
		expect( decodeEntities( '&#106;&#x61;&#0000118a' ) ).toBe( 'java' );
	} );

	it( 'decodes the named references of labels and URLs', () => {
		expect(
			decodeEntities( 'a&amp;b&lt;&gt;&quot;&apos;&nbsp;&colon;&Tab;' )
		).toBe( 'a&b<>"\'\u00a0:\t' );
	} );

	it( 'leaves unknown names and out-of-range numbers out of harm', () => {
		expect( decodeEntities( 'AT&T &copy; &#0; &#x110000;' ) ).toBe(
			'AT&T &copy;  '
		);
	} );
} );
