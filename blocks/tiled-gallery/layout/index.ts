/**
 * The tiled gallery's layout as one pure function: which rows and columns the images go in,
 * and (for the mosaic and columns styles) each column's width. No DOM, no React; linear in
 * the number of images.
 */
import { MAX_COLUMNS, type LayoutStyle } from '../constants';
import { rowColumnWidths } from './column-widths';
import {
	columnsRow,
	imageRatio,
	mosaicRows,
	squareRows,
	type Row,
} from './ratios';

export { imageRatio, mosaicRows, columnsRow, squareRows } from './ratios';
export type { Row } from './ratios';
export { rowColumnWidths, DEFAULT_GALLERY_WIDTH } from './column-widths';

export type LayoutImage = { width?: number | string; height?: number | string };

export type LayoutInput = {
	images: LayoutImage[];
	layoutStyle: LayoutStyle;
	/** Only used by the columns, circle and square styles. */
	columns?: number;
	align?: string;
	/** The gallery's width in px, for the column widths; 580 when unknown. */
	width?: number;
};

export type Layout = {
	rows: Row[];
	/** Per row, per column: flex-basis percentages; empty for square and circle. */
	columnWidths: string[][];
};

/**
 * Columns default to min(3, count) and are kept within 1 … min(20, count).
 * @param columns
 * @param count
 */
export function effectiveColumns(
	columns: number | undefined,
	count: number
): number {
	const most = Math.max( 1, Math.min( MAX_COLUMNS, count ) );
	const wanted =
		typeof columns === 'number' && Number.isFinite( columns )
			? Math.round( columns )
			: Math.min( 3, count );
	return Math.min( most, Math.max( 1, wanted ) );
}

export const isSquareish = ( style: LayoutStyle ) =>
	style === 'circle' || style === 'square';

export function computeLayout( input: LayoutInput ): Layout {
	const { images, layoutStyle, align, width } = input;
	const count = images.length;
	const columns = effectiveColumns( input.columns, count );
	if ( isSquareish( layoutStyle ) ) {
		return { rows: squareRows( count, columns ), columnWidths: [] };
	}
	const ratios = images.map( imageRatio );
	const rows =
		layoutStyle === 'columns'
			? columnsRow( ratios, columns )
			: mosaicRows( ratios, {
					isWide: align === 'wide' || align === 'full',
				} );
	const columnWidths: string[][] = [];
	let start = 0;
	for ( const row of rows ) {
		columnWidths.push( rowColumnWidths( row, ratios, start, width ) );
		start += row.reduce( ( total, n ) => total + n, 0 );
	}
	return { rows, columnWidths };
}
