/**
 * Column widths of one row, as percentages of the row's width without its gaps (the
 * `flex-basis` Jetpack's markup stores), so that every column of the row ends at the same
 * height. Columns stack their images with the 4 px gap between them.
 */
import { GUTTER_WIDTH, WIDTH_DECIMALS } from '../constants';
import type { Row } from './ratios';

/** The width used when the gallery's width is not known yet (Jetpack's default). */
export const DEFAULT_GALLERY_WIDTH = 580;

/**
 * `row` says how many images each column stacks; `ratios` are those images' ratios in order,
 * starting at `start`. Returns one percentage string per column, rounded to 5 decimals.
 * @param row
 * @param ratios
 * @param start
 * @param width
 */
export function rowColumnWidths(
	row: Row,
	ratios: number[],
	start: number,
	width: number = DEFAULT_GALLERY_WIDTH
): string[] {
	const gaps = GUTTER_WIDTH * ( row.length - 1 );
	const contentWidth = Math.max( 1, width - gaps );
	// For each column, S = Σ 1/ratio: at column width w it is w·S + gaps tall.
	const inverse: number[] = [];
	let at = start;
	for ( const count of row ) {
		let sum = 0;
		for ( let i = 0; i < count; i++ ) {
			sum += 1 / ratios[ at + i ];
		}
		at += count;
		inverse.push( sum );
	}
	let weight = 0;
	let stackedGaps = 0;
	row.forEach( ( count, column ) => {
		if ( inverse[ column ] > 0 ) {
			weight += 1 / inverse[ column ];
			stackedGaps += ( GUTTER_WIDTH * ( count - 1 ) ) / inverse[ column ];
		}
	} );
	const height = weight > 0 ? ( contentWidth + stackedGaps ) / weight : 0;
	return row.map( ( count, column ) => {
		if ( ! ( inverse[ column ] > 0 ) ) {
			return ( 0 ).toFixed( WIDTH_DECIMALS );
		}
		const columnWidth =
			( height - GUTTER_WIDTH * ( count - 1 ) ) / inverse[ column ];
		return ( ( columnWidth / contentWidth ) * 100 ).toFixed(
			WIDTH_DECIMALS
		);
	} );
}
