/**
 * What visitors get for the GIF (render.ts): by default the caption and "Load content from
 * Giphy (<host>)" with the image held back, the image after the click (the shared consent view
 * script); with jetpack_embeds_load_directly the image at once. Older giphyUrl content gets the
 * service's frame the same way.
 */
import { renderContext } from '../../../tests/support/render-context';
import { startEmbedConsent } from '../../../shared/embed/consent-view';
import render from '../render';

const GIF = 'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif';
const direct = () => ( {
	...renderContext(),
	embeds: { loadDirectly: true },
} );

function mount( html: string ) {
	document.body.innerHTML = html;
	return document.body;
}

describe( 'GIF render', () => {
	it( 'loads nothing by default: caption, named button with the host, image held back', () => {
		const body = mount(
			render(
				{ gifUrl: GIF, caption: 'A <em>cat</em>', paddingTop: '75%' },
				'',
				renderContext()
			)
		);
		expect( body.querySelector( 'img' ) ).toBeNull();
		expect( body.querySelector( 'button' )!.textContent ).toBe(
			'Load content from Giphy (media.giphy.com)'
		);
		expect( body.querySelector( 'figcaption' )!.textContent ).toBe(
			'A cat'
		);
		const held = body.querySelector( 'template' )!.content;
		expect( held.querySelector( 'img' )!.getAttribute( 'src' ) ).toBe(
			GIF
		);
		expect(
			held
				.querySelector( '.wp-block-jetpack-gif-wrapper' )!
				.getAttribute( 'style' )
		).toBe( 'padding-top:75%' );
	} );

	it( 'shows the image after the click, named by its caption, and focuses it', () => {
		const body = mount(
			render( { gifUrl: GIF, caption: 'A cat' }, '', renderContext() )
		);
		startEmbedConsent( document );
		body.querySelector( 'button' )!.click();
		const image = body.querySelector( 'figure img' )!;
		expect( image.getAttribute( 'src' ) ).toBe( GIF );
		expect( image.getAttribute( 'alt' ) ).toBe( 'A cat' );
		expect( body.querySelector( 'button' ) ).toBeNull();
		expect( image.ownerDocument.activeElement ).toBe( image );
		expect( body.querySelector( 'figcaption' )!.textContent ).toBe(
			'A cat'
		);
	} );

	it( 'shows the image at once when the site loads embeds directly', () => {
		const body = mount(
			render( { gifUrl: GIF, searchText: 'cats' }, '', direct() )
		);
		expect( body.querySelector( 'button' ) ).toBeNull();
		const image = body.querySelector(
			'figure > .wp-block-jetpack-gif-wrapper > img'
		)!;
		expect( image.getAttribute( 'src' ) ).toBe( GIF );
		expect( image.getAttribute( 'alt' ) ).toBe( 'cats' );
	} );

	it( "names the host, not Giphy, for an image from elsewhere (Jetpack's fixture)", () => {
		const src =
			'https://64.media.tumblr.com/3131b9d2/s500x750/d45e1028.gif';
		const body = mount(
			render( { gifUrl: src, caption: 'Awww' }, '', renderContext() )
		);
		expect( body.querySelector( 'button' )!.textContent ).toBe(
			'Load content from 64.media.tumblr.com'
		);
	} );

	it( 'holds back the older giphyUrl frame the same way', () => {
		const embed = 'https://giphy.com/embed/26BRCoPeetq9cAdhK';
		const body = mount(
			render(
				{ giphyUrl: embed, searchText: 'success' },
				'',
				renderContext()
			)
		);
		expect( body.querySelector( 'iframe' ) ).toBeNull();
		expect( body.querySelector( 'button' )!.textContent ).toBe(
			'Load content from Giphy (giphy.com)'
		);
		expect(
			body
				.querySelector( 'template' )!
				.content.querySelector( 'iframe' )!
				.getAttribute( 'src' )
		).toBe( embed );
		mount( render( { giphyUrl: embed }, '', direct() ) );
		expect(
			document.body.querySelector( 'iframe' )!.getAttribute( 'src' )
		).toBe( embed );
	} );

	it( 'gives a plain http GIF only as a link, and nothing without a GIF', () => {
		const html = render(
			{ gifUrl: 'http://media.giphy.com/media/x/giphy.gif' },
			'',
			direct()
		);
		expect( html ).not.toContain( '<img' );
		expect( html ).toContain(
			'href="http://media.giphy.com/media/x/giphy.gif"'
		);
		expect( render( {}, '', renderContext() ) ).toBe( '' );
		expect(
			render( { gifUrl: 'javascript:alert(1)' }, '', direct() )
		).toBe( '' );
	} );
} );
