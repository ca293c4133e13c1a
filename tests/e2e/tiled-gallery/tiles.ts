/**
 * What the tiles of a tiled gallery look like in a browser (tests/e2e/tiled-gallery.e2e.test.ts):
 * each image's box, the tile's border-radius, the element that clips the image into the tile's
 * shape, and whether the tile's move/remove buttons can be pointed at.
 */
import type { Locator } from 'playwright-core';

type Box = { width: number; height: number };

export type TileShape = {
	/** The image's drawn box (getBoundingClientRect). */
	image: Box;
	/** The tile's (`figure.tiled-gallery__item`) computed border-radius. */
	radius: string;
	/**
	 * The nearest element from the image up to the tile whose overflow is not visible: its box
	 * and computed border-radius (the shape the image is cut to); null when nothing clips it.
	 */
	clip: ( Box & { radius: string; tag: string } ) | null;
	/**
	 * Per move/remove button of the tile (the editor's only): whether the point at its centre
	 * hits it, i.e. it is drawn there and a click lands on it.
	 */
	controls: boolean[];
};

/**
 * The tiles of `gallery` (a `.wp-block-jetpack-tiled-gallery`, in the editor canvas or on a
 * published page), each scrolled into view before it is measured.
 * @param gallery the gallery's element
 */
export function tileShapes( gallery: Locator ): Promise< TileShape[] > {
	return gallery.evaluate( ( element ) =>
		Array.from( element.querySelectorAll( '.tiled-gallery__item' ) ).map(
			( tile ) => {
				tile.scrollIntoView( { block: 'center' } );
				const box = ( node: Element ) => {
					const rect = node.getBoundingClientRect();
					return { width: rect.width, height: rect.height };
				};
				const image = tile.querySelector( 'img' )!;
				let clip: TileShape[ 'clip' ] = null;
				for (
					let node = image.parentElement;
					node && tile.contains( node );
					node = node.parentElement
				) {
					const style = getComputedStyle( node );
					if ( style.overflow !== 'visible' ) {
						clip = {
							...box( node ),
							radius: style.borderRadius,
							tag: node.tagName.toLowerCase(),
						};
						break;
					}
				}
				const controls = Array.from(
					tile.querySelectorAll(
						'.tiled-gallery__item-controls button'
					)
				).map( ( button ) => {
					const rect = button.getBoundingClientRect();
					const hit = tile.ownerDocument.elementFromPoint(
						rect.left + rect.width / 2,
						rect.top + rect.height / 2
					);
					return !! hit && button.contains( hit );
				} );
				return {
					image: box( image ),
					radius: getComputedStyle( tile ).borderRadius,
					clip,
					controls,
				};
			}
		)
	);
}
