/** What visitors get for the restaurant reservation (render.ts) and the input rules (embed-code.ts). */
import { renderContext } from '../../../tests/support/render-context';
import render from '../render';
import { parseEmbedCode, ridFromToken, styleFor } from '../embed-code';

function frame( html: string ) {
	document.body.innerHTML = html;
	return document.body
		.querySelector( 'template' )!
		.content.querySelector( 'iframe' )!;
}

describe( 'OpenTable render', () => {
	it( "the widget at the style's size, behind the consent button", () => {
		const iframe = frame(
			render(
				{
					rid: [ '1' ],
					className: 'is-style-tall',
					lang: 'fr-CA',
					newtab: true,
				},
				'',
				renderContext()
			)
		);
		expect( document.body.querySelector( 'button' )!.textContent ).toBe(
			'Load content from OpenTable (www.opentable.com)'
		);
		expect( iframe.getAttribute( 'width' ) ).toBe( '288' );
		expect( iframe.getAttribute( 'height' ) ).toBe( '490' );
		expect( iframe.getAttribute( 'src' ) ).toBe(
			'https://www.opentable.com/widget/reservation/canvas?rid=1&type=standard&theme=tall&iframe=true&domain=com&lang=fr-CA&newtab=true'
		);
	} );

	it( 'several restaurants: multi', () => {
		const iframe = frame(
			render(
				{ rid: [ '1', '2' ], style: 'button' },
				'',
				renderContext()
			)
		);
		expect( iframe.getAttribute( 'src' ) ).toContain(
			'rid=1%2C2&type=multi'
		);
		expect( document.body.firstElementChild!.className ).toContain(
			'is-style-multi'
		);
	} );

	it( 'iframe off: links to the reservation pages; negative margin adds its class', () => {
		const html = render(
			{ rid: [ '7' ], iframe: false, negativeMargin: true },
			'',
			renderContext()
		);
		expect( html ).toContain(
			'href="https://www.opentable.com/restref/client/?rid=7"'
		);
		expect( html ).toContain( 'has-no-margin' );
		expect( html ).not.toContain( 'template' );
	} );

	it( 'ignores ids that are not numeric and unknown languages', () => {
		const iframe = frame(
			render(
				{ rid: [ '1"><script>', '5' ], lang: 'xx' },
				'',
				renderContext()
			)
		);
		expect( iframe.getAttribute( 'src' ) ).toContain( 'rid=5&' );
		expect( iframe.getAttribute( 'src' ) ).toContain( 'lang=en-US' );
		expect( render( { rid: [ 'abc' ] }, '', renderContext() ) ).toBe( '' );
	} );
} );

describe( 'OpenTable input rules', () => {
	it( 'tokens are numeric ids or "Name (id)"', () => {
		expect( ridFromToken( '412810' ) ).toBe( '412810' );
		expect( ridFromToken( 'Chez Panisse (42)' ) ).toBe( '42' );
		expect( ridFromToken( 'Chez Panisse' ) ).toBeNull();
	} );

	it( 'embed code must point to an opentable host with rid or restref', () => {
		expect(
			parseEmbedCode(
				"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&domain=com&type=standard&theme=wide&lang=de-DE&overlay=false&iframe=true'></script>"
			)
		).toEqual( {
			rid: [ '412810' ],
			style: 'wide',
			lang: 'de-DE',
			iframe: true,
			domain: 'com',
		} );
		expect(
			parseEmbedCode(
				'https://www.opentable.com/restref/client/?restref=1,2'
			)
		).toMatchObject( {
			rid: [ '1', '2' ],
			style: 'multi',
		} );
		expect(
			parseEmbedCode(
				'<script src="https://evil.example/?rid=1"></script>'
			)
		).toBeNull();
		expect(
			parseEmbedCode( 'https://www.opentable.com/r/somewhere' )
		).toBeNull();
	} );

	it( 'several restaurants are multi; one falls back from multi to standard', () => {
		expect( styleFor( 'button', 2 ) ).toBe( 'multi' );
		expect( styleFor( 'multi', 1 ) ).toBe( 'standard' );
		expect( styleFor( 'tall', 1 ) ).toBe( 'tall' );
	} );
} );
