/**
 * The GIF block end to end: an editor inserts it through the inserter, searches (through the
 * host, which asks a local fake of the GIF service on 127.0.0.1 at GIPHY_URL), picks the
 * second result from the thumbnail strip, writes a caption and publishes. A visitor gets the
 * caption and "Load content from Giphy (media.giphy.com)" with nothing requested from the GIF
 * host, then the GIF after the click; axe finds nothing on the published page. The GIF host
 * itself (https) is answered by a stand-in image (page.route).
 */
import type { Page } from 'playwright-core';
import {
	editorCanvas,
	editorSessionWithFakeService,
	editorStartsPost,
	findAccessibilityViolations,
	getEditedBlocks,
	publishPost,
} from '../support/e2e';

const KEY = 'e2e-gif-key';
/** A 1×1 GIF. */
const PIXEL = Buffer.from(
	'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
	'base64'
);
const gifAddress = ( id: string ) =>
	`https://media.giphy.com/media/${ id }/giphy.gif`;

const searches: URL[] = [];

/** The GIF service's search, for our key only. */
const session = editorSessionWithFakeService(
	'GIPHY_URL',
	( req, res ) => {
		const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
		res.setHeader( 'content-type', 'application/json' );
		if (
			url.pathname !== '/v1/gifs/search' ||
			url.searchParams.get( 'api_key' ) !== KEY
		) {
			res.writeHead( 404 ).end( '{}' );
			return;
		}
		searches.push( url );
		const data = [ 'CatOne', 'CatTwo', 'CatThree' ].map( ( id ) => ( {
			type: 'gif',
			id,
			title: `Cat ${ id }`,
			embed_url: `https://giphy.com/embed/${ id }`,
			images: {
				original: {
					url: gifAddress( id ),
					width: '400',
					height: '300',
				},
				downsized_still: { url: gifAddress( id ) },
			},
		} ) );
		res.end(
			JSON.stringify( {
				data,
				pagination: { total_count: 3, count: 3, offset: 0 },
				meta: { status: 200, msg: 'OK' },
			} )
		);
	},
	{ GIPHY_API_KEY: KEY }
);

/** Every https request (the GIF host) gets a 1×1 GIF; the addresses are recorded. */
async function standInGifHost( page: Page, seen: string[] ) {
	await page.route( /^https:\/\//, ( route ) => {
		seen.push( route.request().url() );
		return route.fulfill( {
			status: 200,
			contentType: 'image/gif',
			body: PIXEL,
		} );
	} );
}

describe( 'GIF', () => {
	it( 'is searched, picked, captioned and published; a visitor loads it by choice', async () => {
		const { page, browser } = session;
		await standInGifHost( page, [] );
		await editorStartsPost( session, 'A cat', [ 'gif', 'GIF' ] );

		const canvas = editorCanvas( page );
		await canvas
			.getByLabel( 'Search for a GIF or paste its address' )
			.fill( 'cat' );
		await canvas.getByRole( 'button', { name: 'Search' } ).click();
		await canvas
			.getByRole( 'button', { name: 'Choose GIF 2: Cat CatTwo' } )
			.click();
		await canvas.getByRole( 'textbox', { name: 'GIF caption' } ).click();
		await page.keyboard.type( 'A cat, twice' );

		const [ block ] = await getEditedBlocks( page );
		expect( block ).toMatchObject( {
			name: 'jetpack/gif',
			attributes: {
				gifUrl: gifAddress( 'CatTwo' ),
				caption: 'A cat, twice',
				searchText: 'cat',
				paddingTop: '75%',
			},
		} );
		expect(
			searches.map( ( url ) => url.searchParams.get( 'q' ) )
		).toEqual( [ 'cat' ] );
		const url = await publishPost( page );

		const visitor = await browser.newPage();
		const seen: string[] = [];
		await standInGifHost( visitor, seen );
		await visitor.goto( url );
		const load = visitor.getByRole( 'button', {
			name: 'Load content from Giphy (media.giphy.com)',
		} );
		await load.waitFor();
		const figure = visitor.locator( 'figure.wp-block-jetpack-gif' );
		await expect(
			figure.locator( 'figcaption' ).textContent()
		).resolves.toBe( 'A cat, twice' );
		await expect( figure.locator( 'img' ).count() ).resolves.toBe( 0 );
		expect( seen ).toEqual( [] );
		expect(
			await findAccessibilityViolations( visitor, { include: 'main' } )
		).toEqual( [] );

		await load.click();
		const image = figure.getByRole( 'img', { name: 'A cat, twice' } );
		await image.waitFor();
		await expect( image.getAttribute( 'src' ) ).resolves.toBe(
			gifAddress( 'CatTwo' )
		);
		// The image is lazy: it is in view, so it loads; wait for that load, then read its pixels.
		await image.scrollIntoViewIfNeeded();
		await expect(
			image.evaluate( async ( node ) => {
				const img = node as HTMLImageElement;
				await img.decode();
				return img.naturalWidth;
			} )
		).resolves.toBe( 1 );
		expect( seen ).toEqual( [ gifAddress( 'CatTwo' ) ] );
		await expect(
			visitor.getByRole( 'button', { name: /Load content/ } ).count()
		).resolves.toBe( 0 );
		expect(
			await findAccessibilityViolations( visitor, { include: 'main' } )
		).toEqual( [] );
		await visitor.close();
	} );
} );
