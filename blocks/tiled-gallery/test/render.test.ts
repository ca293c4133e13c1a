import type { RenderContext } from '../../../shared/render-context';
import renderTiledGallery from '../render';

const context: RenderContext = {
	site: {
		title: 'Site',
		url: 'http://127.0.0.1:8888',
		locale: 'en_US',
		startOfWeek: 1,
		timeFormat: 'g:i a',
		dateFormat: 'F j, Y',
	},
	post: null,
};

const uploads = 'http://127.0.0.1:8888/wp-content/uploads/2026/11';
const img = ( url: string, width: number, height: number, alt = '' ) =>
	`<img alt="${ alt }" data-height="${ height }" data-id="5" data-url="${ url }" data-width="${ width }" src="${ url }"/>`;

describe( 'render', () => {
	it( 'adds srcset and sizes from the column share to this site’s images, keeping the alt text', () => {
		const html = `<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div class=""><div class="tiled-gallery__gallery"><div class="tiled-gallery__row"><div class="tiled-gallery__col" style="flex-basis:58.62411%"><figure class="tiled-gallery__item">${ img(
			`${ uploads }/a.jpg`,
			1200,
			800,
			'Dunes &quot;at dawn&quot;'
		) }</figure></div><div class="tiled-gallery__col" style="flex-basis:41.37589%"><figure class="tiled-gallery__item">${ img(
			'https://elsewhere.example/b.jpg',
			1200,
			800
		) }</figure></div></div></div></div></div>`;
		const out = renderTiledGallery( {}, html, context );
		expect( out ).toContain(
			`alt="Dunes &quot;at dawn&quot;" data-height="800"`
		);
		expect( out ).toContain(
			`srcset="${ uploads }/a.jpg?strip=info&amp;w=600 600w, ${ uploads }/a.jpg?strip=info&amp;w=900 900w, ${ uploads }/a.jpg?strip=info&amp;w=1200 1200w" sizes="(max-width: 600px) 100vw, 59vw"/>`
		);
		// Images of other hosts are left as saved.
		expect( out ).toContain( 'src="https://elsewhere.example/b.jpg"/>' );
		expect( out.match( /srcset=/g ) ).toHaveLength( 1 );
	} );

	it( 'uses square crops and the row’s column count for square tiles', () => {
		const html = `<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-square"><div class=""><div class="tiled-gallery__gallery"><div class="tiled-gallery__row columns-2"><div class="tiled-gallery__col"><figure class="tiled-gallery__item">${ img(
			'/wp-content/uploads/2026/11/a.jpg',
			800,
			1200
		) }</figure></div></div></div></div></div>`;
		const out = renderTiledGallery( {}, html, context );
		expect( out ).toContain(
			'srcset="/wp-content/uploads/2026/11/a.jpg?resize=600%2C600&amp;strip=info 600w, /wp-content/uploads/2026/11/a.jpg?resize=800%2C800&amp;strip=info 800w" sizes="(max-width: 600px) 100vw, 50vw"'
		);
	} );

	it( 'leaves unsafe or unknown images alone', () => {
		const html = `<div class="tiled-gallery__row"><div class="tiled-gallery__col">${ img(
			'javascript:alert(1)',
			800,
			600
		) }${ img( `${ uploads }/nosize.jpg`, 0, 0 ) }</div></div>`;
		expect( renderTiledGallery( {}, html, context ) ).toBe( html );
	} );
} );
