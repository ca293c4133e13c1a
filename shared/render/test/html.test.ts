import { SafeHtml, htmlAttributes, markup, raw, scriptJson } from '../html';

describe( 'markup', () => {
	it( 'escapes every interpolated value', () => {
		const name = '<img src=x onerror=alert(1)>';
		expect( markup`<p title="${ name }">${ name }</p>`.toString() ).toBe(
			'<p title="&lt;img src=x onerror=alert(1)&gt;">&lt;img src=x onerror=alert(1)&gt;</p>'
		);
	} );

	it( 'inserts SafeHtml as it is, from markup, raw and htmlAttributes', () => {
		const inner = markup`<b>${ 'a&b' }</b>`;
		expect(
			markup`<p${ htmlAttributes( { id: 'x' } ) }>${ inner }${ raw(
				'<i>i</i>'
			) }</p>`.toString()
		).toBe( '<p id="x"><b>a&amp;b</b><i>i</i></p>' );
	} );

	it( 'joins arrays and prints nothing for null, undefined and false', () => {
		const items = [ 'a<', 'b' ].map(
			( item ) => markup`<li>${ item }</li>`
		);
		expect(
			markup`<ul>${ items }${ null }${ undefined }${ false }</ul>`.toString()
		).toBe( '<ul><li>a&lt;</li><li>b</li></ul>' );
	} );

	it( 'prints numbers and true', () => {
		expect( markup`${ 3 } ${ true } ${ 0 }`.toString() ).toBe( '3 true 0' );
	} );

	it( 'gives SafeHtml, usable as a string', () => {
		const html = markup`<p>${ 'x' }</p>`;
		expect( html ).toBeInstanceOf( SafeHtml );
		expect( `${ html }` ).toBe( '<p>x</p>' );
	} );
} );

describe( 'htmlAttributes', () => {
	it( 'writes the set attributes in order, escaped; true as a bare attribute', () => {
		expect(
			htmlAttributes( {
				type: 'checkbox',
				value: '"><script>',
				checked: true,
				disabled: false,
				title: null,
				placeholder: undefined,
				maxlength: 10,
			} ).toString()
		).toBe(
			' type="checkbox" value="&quot;&gt;&lt;script&gt;" checked maxlength="10"'
		);
	} );

	it( 'writes nothing for no attributes', () => {
		expect( htmlAttributes( {} ).toString() ).toBe( '' );
	} );
} );

describe( 'scriptJson', () => {
	it( 'cannot close the script element', () => {
		expect(
			scriptJson( { a: '</script><script>x\u2028\u2029' } ).toString()
		).toBe( '{"a":"\\u003c/script>\\u003cscript>x\\u2028\\u2029"}' );
	} );
} );
