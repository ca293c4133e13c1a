/** What visitors get for Pinterest (render.ts) and the URL rules (pinterest-url.ts). */
import { renderContext } from '../../../tests/support/render-context';
import render from '../render';
import { isPinterestShortUrl, pinterestKind } from '../pinterest-url';

describe( 'Pinterest render', () => {
	it( "a pin: Pinterest's pin frame behind the consent button", () => {
		document.body.innerHTML = render(
			{ url: 'https://www.pinterest.com/pin/99360735500167749/' },
			'',
			renderContext()
		);
		expect( document.body.querySelector( 'button' )!.textContent ).toBe(
			'Load content from Pinterest (assets.pinterest.com)'
		);
		expect(
			document.body
				.querySelector( 'template' )!
				.content.querySelector( 'iframe' )!
				.getAttribute( 'src' )
		).toBe(
			'https://assets.pinterest.com/ext/embed.html?id=99360735500167749'
		);
	} );

	it( 'a board or a profile: a link, nothing loaded', () => {
		const board = render(
			{
				url: 'https://www.pinterest.com.au/bakingamoment/bread-recipes/',
			},
			'',
			renderContext()
		);
		expect( board ).toBe(
			'<div class="wp-block-jetpack-pinterest"><a href="https://www.pinterest.com.au/bakingamoment/bread-recipes/">View this board on Pinterest</a></div>'
		);
		expect(
			render(
				{ url: 'https://www.pinterest.com/jeanette1952/' },
				'',
				renderContext()
			)
		).toContain( 'View this profile on Pinterest' );
	} );

	it( 'renders nothing for another address', () => {
		expect(
			render(
				{ url: 'https://pinterest.evil.example/pin/1/' },
				'',
				renderContext()
			)
		).toBe( '' );
	} );
} );

describe( 'Pinterest URL rules', () => {
	it( 'pin/… is a pin, one segment a user, two a board', () => {
		expect( pinterestKind( 'https://www.pinterest.com/pin/123/' ) ).toBe(
			'pin'
		);
		expect( pinterestKind( 'https://pinterest.co.uk/someone/' ) ).toBe(
			'user'
		);
		expect( pinterestKind( 'https://www.pinterest.com.au/a/b/' ) ).toBe(
			'board'
		);
		expect(
			pinterestKind( 'https://www.pinterest.com/a/b/c/' )
		).toBeNull();
		expect( pinterestKind( 'https://example.com/pin/1/' ) ).toBeNull();
	} );

	it( 'recognises short links', () => {
		expect( isPinterestShortUrl( 'https://pin.it/abc123' ) ).toBe( true );
		expect( isPinterestShortUrl( 'https://pin.it.evil/abc' ) ).toBe(
			false
		);
	} );
} );
