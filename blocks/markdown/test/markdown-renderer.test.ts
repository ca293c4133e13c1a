import { renderMarkdown } from '../markdown-renderer';

function dom( html: string ): HTMLElement {
	const container = document.createElement( 'div' );
	container.innerHTML = html;
	return container;
}

describe( 'renderMarkdown', () => {
	it( 'gives an empty string for empty or missing source', () => {
		expect( renderMarkdown( '' ) ).toBe( '' );
		expect( renderMarkdown( undefined ) ).toBe( '' );
		expect( renderMarkdown( 42 ) ).toBe( '' );
	} );

	it( 'renders the markup Jetpack saved for a paragraph with emphasis', () => {
		expect( renderMarkdown( 'Hello _world_' ) ).toBe(
			'<p>Hello <em>world</em></p>\n'
		);
	} );

	it( 'renders headings, strong, strikethrough and inline code', () => {
		const out = dom(
			renderMarkdown(
				'# One\n\n### Three\n\n**strong** ~~gone~~ `a < b`'
			)
		);
		expect( out.querySelector( 'h1' ) ).toHaveTextContent( 'One' );
		expect( out.querySelector( 'h3' ) ).toHaveTextContent( 'Three' );
		expect( out.querySelector( 'strong' ) ).toHaveTextContent( 'strong' );
		expect( out.querySelector( 's' ) ).toHaveTextContent( 'gone' );
		expect( out.querySelector( 'code' ) ).toHaveTextContent( 'a < b' );
	} );

	it( 'renders ordered and unordered lists, nested', () => {
		const out = dom(
			renderMarkdown( '3. three\n4. four\n\n- a\n  - a.1\n- b' )
		);
		const ol = out.querySelector( 'ol' );
		expect( ol ).toHaveAttribute( 'start', '3' );
		expect( ol?.querySelectorAll( 'li' ) ).toHaveLength( 2 );
		expect( out.querySelector( 'ul > li > ul > li' ) ).toHaveTextContent(
			'a.1'
		);
	} );

	it( 'renders fenced code blocks with the language class and escaped content', () => {
		const html = renderMarkdown( '```js\nif (a < b && c) {}\n```' );
		expect( html ).toBe(
			'<pre><code class="language-js">if (a &lt; b &amp;&amp; c) {}\n</code></pre>\n'
		);
	} );

	it( 'renders tables with column alignment', () => {
		const out = dom(
			renderMarkdown( '| Left | Right |\n|:--|--:|\n| a | 1 |' )
		);
		expect( out.querySelectorAll( 'thead th' ) ).toHaveLength( 2 );
		expect( out.querySelector( 'tbody td:last-child' ) ).toHaveAttribute(
			'style',
			'text-align:right'
		);
	} );

	it( 'renders blockquotes, rules and hard breaks', () => {
		const out = dom(
			renderMarkdown( '> quoted\n\n---\n\nline one  \nline two' )
		);
		expect( out.querySelector( 'blockquote p' ) ).toHaveTextContent(
			'quoted'
		);
		expect( out.querySelector( 'hr' ) ).not.toBeNull();
		expect( out.querySelector( 'p br' ) ).not.toBeNull();
	} );

	it.each( [
		[
			'[site](https://example.com/a?b=1#c)',
			'https://example.com/a?b=1#c',
		],
		[ '[plain](http://example.com)', 'http://example.com' ],
		[ '[mail](mailto:someone@example.com)', 'mailto:someone@example.com' ],
		[ '[call](tel:+15551234567)', 'tel:+15551234567' ],
		[ '[page](/about/)', '/about/' ],
		[ '[relative](docs/page.html)', 'docs/page.html' ],
		[ '[anchor](#section-2)', '#section-2' ],
		[
			'[ref][r]\n\n[r]: https://example.com/ref',
			'https://example.com/ref',
		],
		[ '<https://example.com/auto>', 'https://example.com/auto' ],
	] )( 'links %s', ( source, href ) => {
		const link = dom( renderMarkdown( source ) ).querySelector( 'a' );
		expect( link ).toHaveAttribute( 'href', href );
	} );

	it( 'keeps link titles', () => {
		const link = dom(
			renderMarkdown( '[x](https://example.com "The title")' )
		).querySelector( 'a' );
		expect( link ).toHaveAttribute( 'title', 'The title' );
	} );

	it.each( [
		[ '[x](javascript:alert(1))', '[x](javascript:alert(1))' ],
		[ '[x](JaVaScRiPt:alert(1))', '[x](JaVaScRiPt:alert(1))' ],
		[ '[x](&#106;avascript:alert(1))', '[x](javascript:alert(1))' ],
		[ '[x](&#x6A;avascript:alert(1))', '[x](javascript:alert(1))' ],
		[ '[x](<java\tscript:alert(1)>)', '[x](<java\tscript:alert(1)>)' ],
		[ '[x](java&#x09;script:alert(1))', '[x](java\tscript:alert(1))' ],
		[ '[x](vbscript:msgbox(1))', '[x](vbscript:msgbox(1))' ],
		[
			'[x](data:text/html;base64,PHNjcmlwdD4=)',
			'[x](data:text/html;base64,PHNjcmlwdD4=)',
		],
		[ '[x](file:///etc/passwd)', '[x](file:///etc/passwd)' ],
		[ '[x](ftp://example.com/file)', '[x](ftp://example.com/file)' ],
		[ '[x](//evil.example/path)', '[x](//evil.example/path)' ],
		[ '[x][r]\n\n[r]: javascript:alert(1)', '[x][r]' ],
		[ '<javascript:alert(1)>', '<javascript:alert(1)>' ],
	] )( 'leaves %j as text instead of a link', ( source, text ) => {
		const out = dom( renderMarkdown( source ) );
		expect( out.querySelector( 'a' ) ).toBeNull();
		expect( out.textContent ).toContain( text );
	} );

	it( 'renders images from http(s) and relative sources', () => {
		const out = dom(
			renderMarkdown( '![a](https://example.com/a.png) ![b](/b.png "B")' )
		);
		const images = out.querySelectorAll( 'img' );
		expect( images[ 0 ] ).toHaveAttribute(
			'src',
			'https://example.com/a.png'
		);
		expect( images[ 0 ] ).toHaveAttribute( 'alt', 'a' );
		expect( images[ 1 ] ).toHaveAttribute( 'title', 'B' );
	} );

	it.each( [
		[
			'![alt text](data:image/png;base64,iVBORw0KGgo=)',
			'![alt text](data:image/png',
		],
		[
			'![alt text](javascript:alert(1))',
			'![alt text](javascript:alert(1))',
		],
		[ '![alt *text*](mailto:a@example.com)', 'alt text' ],
		[ '![alt text](tel:123)', 'alt text' ],
		[
			'![alt text](//cdn.example/a.png)',
			'![alt text](//cdn.example/a.png)',
		],
	] )( 'does not make an image of %s', ( source, text ) => {
		const out = dom( renderMarkdown( source ) );
		expect( out.querySelector( 'img' ) ).toBeNull();
		expect( out.textContent ).toContain( text );
	} );

	it( 'shows raw HTML as text', () => {
		const html = renderMarkdown(
			'<div onclick="x()">hi</div>\n\nInline <b>bold</b> <!-- c -->'
		);
		const out = dom( html );
		expect( out.querySelector( 'div, b' ) ).toBeNull();
		expect( out.textContent ).toContain( '<div onclick="x()">hi</div>' );
		expect( out.textContent ).toContain( '<b>bold</b> <!-- c -->' );
	} );
} );
