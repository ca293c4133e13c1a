/**
 * Tiled gallery end to end: an editor inserts it, uploads five real images of different shapes
 * (made with sharp) through the placeholder, picks the Circles then the Square tiles style (the
 * canvas draws each as visitors see it: square images, round for circles, the tile's buttons
 * reachable) and publishes; a visitor at 1280 px sees the images in rows of square tiles with
 * `srcset` from the image service and the alt text as the author wrote it; at 390 px one column
 * and nothing wider than the screen. axe on the published page.
 */
import type { Locator } from 'playwright-core';
import {
	editorCanvas,
	findAccessibilityViolations,
	firstBlockClassName,
	getEditedBlocks,
	jpegPhoto,
	pageAssets,
	publishPost,
	settle,
	editorSessionForThisFile,
	editorStartsPost,
	uploadIntoFirstBlock,
} from '../support/e2e';
import { tileShapes } from './tiled-gallery/tiles';

const session = editorSessionForThisFile();

/** Width × height of the five uploads: portrait, landscape, panorama, square, tall. */
const SHAPES = [
	[ 600, 900 ],
	[ 1200, 800 ],
	[ 1600, 600 ],
	[ 800, 800 ],
	[ 500, 1000 ],
] as const;
/** Alt text with characters that need escaping in markup. */
const altOf = ( index: number ) => `Harbour view ${ index } — boats & "nets"`;

type GalleryImage = { url: string; id?: number; alt?: string };

let postUrl = '';

const photo = ( index: number ) =>
	jpegPhoto( `harbour-${ index }.jpg`, index, ...SHAPES[ index ] );

async function galleryImages(): Promise< GalleryImage[] > {
	const [ block ] = await getEditedBlocks( session.page );
	return ( block?.attributes.images ?? [] ) as GalleryImage[];
}

/**
 * The gallery in the canvas is laid out as it is saved (a row of two, then a row of three) and
 * every tile is drawn as visitors get it: the image square within 1 px, cut to a circle (the
 * tile's border-radius 50%) for Circles and to a square for Square tiles, by an element whose
 * box is the image's. The tile's move and remove buttons stay where a pointer reaches them.
 * @param gallery the gallery in the canvas
 * @param style   its block style
 */
async function expectTilesAsVisitorsSee(
	gallery: Locator,
	style: 'circle' | 'square'
) {
	await expect(
		gallery
			.locator( '.tiled-gallery__row' )
			.evaluateAll( ( rows ) =>
				rows.map(
					( row ) =>
						row.querySelectorAll( '.tiled-gallery__item' ).length
				)
			)
	).resolves.toEqual( [ 2, 3 ] );
	const radius = style === 'circle' ? '50%' : '0px';
	const tiles = await tileShapes( gallery );
	const near = ( a: number, b: number ) => Math.abs( a - b ) < 1;
	expect(
		tiles.map( ( { image, clip, ...tile } ) => ( {
			square: near( image.width, image.height ),
			radius: tile.radius,
			clippedBy: clip && {
				radius: clip.radius,
				imageBox:
					near( clip.width, image.width ) &&
					near( clip.height, image.height ),
			},
			controls: tile.controls,
		} ) )
	).toEqual(
		Array( 5 ).fill( {
			square: true,
			radius,
			clippedBy: { radius, imageBox: true },
			controls: [ true, true, true ],
		} )
	);
	for ( const { image } of tiles ) {
		expect( image.width ).toBeGreaterThan( 100 );
	}
}

describe( 'Tiled gallery', () => {
	it( 'uploads five images into a new gallery, shows them as square tiles and publishes', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Harbour tiles', [
			'tiled gallery',
			'Tiled Gallery',
		] );
		const canvas = editorCanvas( page );
		const files = await Promise.all( SHAPES.map( ( _, i ) => photo( i ) ) );
		// Every upload has become a media item (no blob: left, each with its id).
		expect(
			await uploadIntoFirstBlock(
				page,
				'.wp-block-jetpack-tiled-gallery',
				files,
				true
			)
		).toBe( 'uploaded' );
		const [ block ] = await getEditedBlocks( page );
		expect( block.attributes.ids ).toHaveLength( 5 );

		// Circles, then Square tiles, from the block's styles in the sidebar: the canvas draws
		// each as visitors see it.
		await page.getByRole( 'tab', { name: 'Styles' } ).click();
		for ( const [ name, style ] of [
			[ 'Circles', 'circle' ],
			[ 'Square tiles', 'square' ],
		] as const ) {
			await page.getByRole( 'radio', { name } ).click();
			expect(
				await settle(
					async () =>
						( await firstBlockClassName( page ) ).includes(
							`is-style-${ style }`
						),
					true
				)
			).toBe( true );
			const gallery = canvas.locator(
				`.wp-block-jetpack-tiled-gallery.is-style-${ style }`
			);
			await expect( gallery.count() ).resolves.toBe( 1 );
			await expectTilesAsVisitorsSee( gallery, style );
		}

		// The block has no alt field of its own (alt comes with the media item, as in Jetpack):
		// the author's alt text is set on the images the way the media library hands it over.
		await page.evaluate(
			( alts ) => {
				const { data } = (
					window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									getBlocks: () => Array< {
										clientId: string;
										attributes: {
											images: Array<
												Record< string, unknown >
											>;
										};
									} >;
								};
								dispatch: ( store: string ) => {
									updateBlockAttributes: (
										id: string,
										attributes: Record< string, unknown >
									) => void;
								};
							};
						};
					}
				 ).wp;
				const [ gallery ] = data
					.select( 'core/block-editor' )
					.getBlocks();
				data.dispatch( 'core/block-editor' ).updateBlockAttributes(
					gallery.clientId,
					{
						images: gallery.attributes.images.map(
							( image, i ) => ( {
								...image,
								alt: alts[ i ],
							} )
						),
					}
				);
			},
			SHAPES.map( ( _, i ) => altOf( i ) )
		);
		expect(
			( await galleryImages() ).map( ( image ) => image.alt )
		).toEqual( SHAPES.map( ( _, i ) => altOf( i ) ) );

		postUrl = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );
	}, 120000 );

	it( 'shows a visitor at 1280 px square tiles in rows, with srcset from the image service and the alt text kept, and passes axe', async () => {
		const visitor = await session.browser.newPage( {
			viewport: { width: 1280, height: 900 },
		} );
		await visitor.goto( postUrl );
		const gallery = visitor.locator( '.wp-block-jetpack-tiled-gallery' );
		await expect( gallery.getAttribute( 'class' ) ).resolves.toContain(
			'is-style-square'
		);
		const images = gallery.locator( '.tiled-gallery__item img' );
		await expect( images.count() ).resolves.toBe( 5 );
		for ( let i = 0; i < 5; i++ ) {
			await images
				.nth( i )
				.evaluate( ( img: HTMLImageElement ) =>
					img.complete ? null : img.decode().catch( () => null )
				);
		}

		// Five images, three columns by default: the remainder row of two, then a row of three.
		const rows = gallery.locator( '.tiled-gallery__row' );
		await expect( rows.count() ).resolves.toBe( 2 );
		const perRow: number[] = [];
		for ( let r = 0; r < 2; r++ ) {
			const row = rows.nth( r ).locator( 'img' );
			const count = await row.count();
			perRow.push( count );
			const boxes = [];
			for ( let i = 0; i < count; i++ ) {
				boxes.push( ( await row.nth( i ).boundingBox() )! );
			}
			// Side by side on one line, each a square tile.
			for ( const box of boxes ) {
				expect( Math.abs( box.y - boxes[ 0 ].y ) ).toBeLessThan( 1 );
				expect( Math.abs( box.width - box.height ) ).toBeLessThan( 1 );
				expect( box.width ).toBeGreaterThan( 100 );
			}
			for ( let i = 1; i < boxes.length; i++ ) {
				expect( boxes[ i ].x ).toBeGreaterThan(
					boxes[ i - 1 ].x + boxes[ i - 1 ].width - 1
				);
			}
		}
		expect( perRow ).toEqual( [ 2, 3 ] );

		// srcset: square crops from the image service of this site's upload, each candidate loads.
		for ( let i = 0; i < 5; i++ ) {
			const image = images.nth( i );
			const src = ( await image.getAttribute( 'src' ) )!;
			const srcset = ( await image.getAttribute( 'srcset' ) ) ?? '';
			const upload = new URL( src, postUrl );
			expect( upload.pathname ).toMatch( /^\/wp-content\/uploads\// );
			const candidates = srcset.split( ', ' ).map( ( candidate ) => {
				const [ url, descriptor ] = candidate.split( ' ' );
				return { url: new URL( url, postUrl ), descriptor };
			} );
			expect( candidates.length ).toBeGreaterThan( 0 );
			const [ width, height ] = SHAPES[ i ];
			const smallest = Math.min( width, height );
			for ( const { url, descriptor } of candidates ) {
				expect( url.pathname ).toBe( upload.pathname );
				const size = Number( descriptor.replace( /w$/, '' ) );
				expect( url.searchParams.get( 'resize' ) ).toBe(
					`${ size },${ size }`
				);
				expect( size ).toBeLessThanOrEqual( smallest );
			}
			// The largest candidate is the image's full square (never enlarged).
			expect( candidates.at( -1 )!.descriptor ).toBe( `${ smallest }w` );
			const response = await visitor.request.get(
				candidates[ 0 ].url.href
			);
			expect( response.status() ).toBe( 200 );
			expect( response.headers()[ 'content-type' ] ).toMatch(
				/^image\//
			);
			await expect( image.getAttribute( 'sizes' ) ).resolves.toMatch(
				/^\(max-width: 600px\) 100vw, \d+vw$/
			);
			await expect( image.getAttribute( 'alt' ) ).resolves.toBe(
				altOf( i )
			);
		}
		const { styles } = await pageAssets( visitor );
		expect( styles ).toContain( '/build/blocks/tiled-gallery/style.css' );
		expect( await findAccessibilityViolations( visitor ) ).toEqual( [] );
		await visitor.close();
	}, 60000 );

	it( 'stacks the tiles in one column with no horizontal overflow on a 390 px phone', async () => {
		const visitor = await session.browser.newPage( {
			viewport: { width: 390, height: 844 },
		} );
		await visitor.goto( postUrl );
		const images = visitor.locator(
			'.wp-block-jetpack-tiled-gallery .tiled-gallery__item img'
		);
		await expect( images.count() ).resolves.toBe( 5 );
		const overflow = await visitor.evaluate(
			() =>
				document.documentElement.scrollWidth -
				document.documentElement.clientWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
		const boxes = [];
		for ( let i = 0; i < 5; i++ ) {
			boxes.push( ( await images.nth( i ).boundingBox() )! );
		}
		// One column: every tile starts at the same x, each below the one before, within the screen.
		for ( let i = 0; i < 5; i++ ) {
			expect( Math.abs( boxes[ i ].x - boxes[ 0 ].x ) ).toBeLessThan( 1 );
			expect( boxes[ i ].x + boxes[ i ].width ).toBeLessThanOrEqual(
				390
			);
		}
		for ( let i = 1; i < 5; i++ ) {
			expect( boxes[ i ].y ).toBeGreaterThanOrEqual(
				boxes[ i - 1 ].y + boxes[ i - 1 ].height - 1
			);
		}
		await visitor.close();
	}, 60000 );
} );
