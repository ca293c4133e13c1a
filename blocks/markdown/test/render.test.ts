import { renderContext } from '../../../tests/support/render-context';
import render, { wrapperClasses } from '../render';
import { sanitizeMarkdownHtml } from '../sanitize-markdown-html';

const context = renderContext();

function renderToDom( attributes: Record< string, unknown >, innerHTML = '' ) {
	const html = render( attributes, innerHTML, context );
	const container = document.createElement( 'div' );
	container.innerHTML = html;
	return {
		html,
		wrapper: container.firstElementChild as HTMLElement,
		container,
	};
}

describe( 'Markdown server renderer', () => {
	it( 'renders the source inside the block wrapper', () => {
		expect( render( { source: 'Hello _world_' }, '', context ) ).toBe(
			'<div class="wp-block-jetpack-markdown"><p>Hello <em>world</em></p>\n</div>'
		);
	} );

	it( 'renders an empty wrapper when the source is missing, empty or not a string', () => {
		const empty = '<div class="wp-block-jetpack-markdown"></div>';
		expect( render( {}, '', context ) ).toBe( empty );
		expect( render( { source: '' }, '', context ) ).toBe( empty );
		expect( render( { source: [ '# x' ] }, '', context ) ).toBe( empty );
	} );

	it( 'ignores the saved HTML and renders from the source', () => {
		const { wrapper } = renderToDom(
			{ source: 'From **source**' },
			'<div class="wp-block-jetpack-markdown"><script>alert(1)</script><p>Tampered</p></div>'
		);
		expect( wrapper ).toHaveTextContent( 'From source' );
		expect( wrapper ).not.toHaveTextContent( 'Tampered' );
		expect( wrapper.querySelector( 'script' ) ).toBeNull();
	} );

	it( 'renders headings, emphasis, lists, code, tables and links', () => {
		const source = [
			'## Heading',
			'',
			'Some *em* and **strong** and `code`.',
			'',
			'1. first',
			'2. second',
			'',
			'```ts',
			'const a = 1 < 2;',
			'```',
			'',
			'| a | b |',
			'|---|:-:|',
			'| 1 | 2 |',
			'',
			'[Example](https://example.com "Ex") and [mail](mailto:x@example.com)',
		].join( '\n' );
		const { wrapper } = renderToDom( { source } );
		expect( wrapper.querySelector( 'h2' ) ).toHaveTextContent( 'Heading' );
		expect( wrapper.querySelector( 'em' ) ).toHaveTextContent( 'em' );
		expect( wrapper.querySelector( 'strong' ) ).toHaveTextContent(
			'strong'
		);
		expect( wrapper.querySelectorAll( 'ol > li' ) ).toHaveLength( 2 );
		expect(
			wrapper.querySelector( 'pre > code.language-ts' )
		).toHaveTextContent( 'const a = 1 < 2;' );
		expect( wrapper.querySelector( 'td:last-child' ) ).toHaveAttribute(
			'style',
			'text-align:center'
		);
		const links = wrapper.querySelectorAll( 'a' );
		expect( links[ 0 ] ).toHaveAttribute( 'href', 'https://example.com' );
		expect( links[ 0 ] ).toHaveAttribute( 'title', 'Ex' );
		expect( links[ 1 ] ).toHaveAttribute( 'href', 'mailto:x@example.com' );
	} );

	it( 'shows raw HTML in the source as text, not markup', () => {
		const { wrapper } = renderToDom( {
			source: '<iframe src="https://evil.example"></iframe>\n\n<b onclick="x()">b</b>',
		} );
		expect( wrapper.querySelector( 'iframe, b' ) ).toBeNull();
		expect( wrapper ).toHaveTextContent(
			'<iframe src="https://evil.example"></iframe>'
		);
		expect( wrapper ).toHaveTextContent( '<b onclick="x()">b</b>' );
	} );

	it( 'adds the wide or full alignment and the custom classes', () => {
		expect(
			wrapperClasses( { align: 'wide', className: 'is-note  my_class' } )
		).toBe( 'wp-block-jetpack-markdown alignwide is-note my_class' );
		expect( wrapperClasses( { align: 'full' } ) ).toBe(
			'wp-block-jetpack-markdown alignfull'
		);
		expect( wrapperClasses( { align: 'left' } ) ).toBe(
			'wp-block-jetpack-markdown'
		);
	} );

	it( 'cannot be broken out of through the class name or alignment', () => {
		const { wrapper, container } = renderToDom( {
			source: 'x',
			align: 'wide" onmouseover="alert(1)',
			className: 'ok" onmouseover="alert(1)" <script> fine',
		} );
		// The author's classes are kept as written, WordPress's rule; escaping keeps them inside
		// the attribute.
		expect( wrapper.getAttribute( 'class' ) ).toBe(
			'wp-block-jetpack-markdown ok" onmouseover="alert(1)" <script> fine'
		);
		expect( wrapper.getAttributeNames() ).toEqual( [ 'class' ] );
		expect( container.querySelector( 'script' ) ).toBeNull();
	} );

	it( 'applies spacing from the block supports, and only safe values', () => {
		const { wrapper } = renderToDom( {
			source: 'x',
			style: {
				spacing: {
					padding: {
						top: '1rem',
						left: 'var:preset|spacing|40',
						right: 'red;}</style>',
					},
					margin: 'url(https://evil.example/x)',
				},
			},
		} );
		expect( wrapper.getAttribute( 'style' ) ).toBe(
			'padding-top:1rem;padding-left:var(--wp--preset--spacing--40)'
		);
	} );
} );

describe( 'sanitizeMarkdownHtml', () => {
	it( 'keeps what markdown-it produces', () => {
		const html =
			'<h1>T</h1><p><em>e</em> <strong>s</strong> <s>d</s> <code>c</code><br></p>' +
			'<ol start="3"><li><a href="https://example.com" title="t">l</a></li></ol>' +
			'<p><img src="https://example.com/i.png" alt="i" title="t"></p><hr>';
		expect( sanitizeMarkdownHtml( html ) ).toBe(
			'<h1>T</h1><p><em>e</em> <strong>s</strong> <s>d</s> <code>c</code><br /></p>' +
				'<ol start="3"><li><a href="https://example.com" title="t">l</a></li></ol>' +
				'<p><img src="https://example.com/i.png" alt="i" title="t" /></p><hr />'
		);
	} );

	it( 'drops what markdown-it never produces', () => {
		const out = sanitizeMarkdownHtml(
			'<p onclick="x()" class="c" style="color:red">a<script>alert(1)</script></p>' +
				'<a href="javascript:alert(1)">j</a><a href="java&#x09;script:alert(1)">k</a>' +
				'<img src="//cdn.example/a.png"><img src="data:image/png;base64,AA">' +
				'<iframe src="https://x"></iframe><td style="position:fixed">c</td>'
		);
		expect( out ).toBe(
			'<p>a</p><a>j</a><a>k</a><img /><img /><td>c</td>'
		);
	} );
} );
