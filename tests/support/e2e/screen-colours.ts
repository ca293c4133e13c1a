/**
 * What an element looks like on screen, in colours: for drawings the DOM cannot describe, such
 * as a map's WebGL canvas (tiles and shapes drawn, or not).
 */
import type { Locator } from 'playwright-core';
import sharp from 'sharp';

export type Rgb = { r: number; g: number; b: number };

/**
 * The share (0–1) of the element's pixels, as a screenshot shows them, within `tolerance` of
 * each colour (per channel).
 * @param element
 * @param colours
 * @param tolerance
 */
export async function colourShares(
	element: Locator,
	colours: Rgb[],
	tolerance = 12
): Promise< number[] > {
	const { data, info } = await sharp( await element.screenshot() )
		.removeAlpha()
		.raw()
		.toBuffer( { resolveWithObject: true } );
	const counts = colours.map( () => 0 );
	for ( let at = 0; at < data.length; at += info.channels ) {
		colours.forEach( ( { r, g, b }, index ) => {
			if (
				Math.abs( data[ at ] - r ) <= tolerance &&
				Math.abs( data[ at + 1 ] - g ) <= tolerance &&
				Math.abs( data[ at + 2 ] - b ) <= tolerance
			) {
				counts[ index ]++;
			}
		} );
	}
	const pixels = data.length / info.channels;
	return counts.map( ( count ) => count / pixels );
}
