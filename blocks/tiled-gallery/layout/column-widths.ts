/**
 * Column widths of one row, as percentages of the row's width without its gaps (the
 * `flex-basis` Jetpack's markup stores), so that every column of the row ends at the same
 * height. Columns stack their images with the 4 px gap between them.
 *
 * Called once per row of galleries of up to thousands of images: it allocates nothing but
 * the strings it returns and their array (see computeLayout on why that matters).
 */
import { GUTTER_WIDTH } from '../constants';
import { toFixed5 } from './fixed-5';
import type { Row } from './ratios';

/** The width used when the gallery's width is not known yet (Jetpack's default). */
export const DEFAULT_GALLERY_WIDTH = 580;

/**
 * A row of one column takes the whole width (panoramas, often the last row): one shared,
 * frozen answer instead of a new array and string for each such row.
 */
const WHOLE_ROW: string[] = Object.freeze( [ '100.00000' ] ) as string[];

/**
 * Each column's Σ 1/ratio, kept between the two loops of rowColumnWidths so that a row of
 * long columns (the columns style stacks every image in at most 20) is read once, not twice.
 */
const columnInverses = new Float64Array( 32 );

/**
 * Σ 1/ratio of the `count` images from `start`: a column of width w holding them is
 * w·Σ + gaps tall.
 * @param ratios
 * @param start
 * @param count
 */
function inverseSum(
	ratios: ArrayLike< number >,
	start: number,
	count: number
): number {
	let sum = 0;
	for ( let i = start; i < start + count; i++ ) {
		sum += 1 / ratios[ i ];
	}
	return sum;
}

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
	ratios: ArrayLike< number >,
	start: number,
	width: number = DEFAULT_GALLERY_WIDTH
): string[] {
	if ( row.length === 1 && inverseSum( ratios, start, row[ 0 ] ) > 0 ) {
		return WHOLE_ROW;
	}
	const gaps = GUTTER_WIDTH * ( row.length - 1 );
	const contentWidth = Math.max( 1, width - gaps );
	// Every column ends at the same height h: column c is (h - its gaps) / S_c wide, and the
	// widths add up to the content width.
	let weight = 0;
	let stackedGaps = 0;
	const kept = row.length <= columnInverses.length;
	let at = start;
	for ( let column = 0; column < row.length; column++ ) {
		const count = row[ column ];
		const inverse = inverseSum( ratios, at, count );
		at += count;
		if ( kept ) {
			columnInverses[ column ] = inverse;
		}
		if ( inverse > 0 ) {
			weight += 1 / inverse;
			stackedGaps += ( GUTTER_WIDTH * ( count - 1 ) ) / inverse;
		}
	}
	const height = weight > 0 ? ( contentWidth + stackedGaps ) / weight : 0;
	// Sized up front: an array grown by push() would reserve room for 17 columns.
	const widths = new Array< string >( row.length );
	at = start;
	for ( let column = 0; column < row.length; column++ ) {
		const count = row[ column ];
		const inverse = kept
			? columnInverses[ column ]
			: inverseSum( ratios, at, count );
		at += count;
		const columnWidth =
			inverse > 0
				? ( height - GUTTER_WIDTH * ( count - 1 ) ) / inverse
				: 0;
		// Rounded to WIDTH_DECIMALS (5) decimals.
		widths[ column ] = toFixed5( ( columnWidth / contentWidth ) * 100 );
	}
	return widths;
}
