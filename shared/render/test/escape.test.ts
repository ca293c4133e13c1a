import { escapeAttribute, escapeHtml, escapeLines } from '../escape';

describe( 'escapeHtml', () => {
	it( 'escapes the five characters that can change HTML', () => {
		expect( escapeHtml( `<a href="x" title='y'>&amp;</a>` ) ).toBe(
			'&lt;a href=&quot;x&quot; title=&#039;y&#039;&gt;&amp;amp;&lt;/a&gt;'
		);
	} );

	it( 'prints nothing for null and undefined, and strings of other values', () => {
		expect( escapeHtml( null ) ).toBe( '' );
		expect( escapeHtml( undefined ) ).toBe( '' );
		expect( escapeHtml( 0 ) ).toBe( '0' );
		expect( escapeHtml( false ) ).toBe( 'false' );
	} );

	it( 'leaves other text alone', () => {
		expect( escapeHtml( 'Café — 10:00 ✓' ) ).toBe( 'Café — 10:00 ✓' );
	} );
} );

describe( 'escapeAttribute', () => {
	it( 'keeps a value inside either kind of quotes', () => {
		expect( escapeAttribute( `" onmouseover='x'` ) ).toBe(
			'&quot; onmouseover=&#039;x&#039;'
		);
	} );
} );

describe( 'escapeLines', () => {
	it( 'escapes, then keeps line breaks as <br>', () => {
		expect( escapeLines( 'a <b>\nc' ) ).toBe( 'a &lt;b&gt;<br>c' );
	} );
} );
