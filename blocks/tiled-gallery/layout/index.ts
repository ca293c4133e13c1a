/**
 * The tiled gallery's layout as one pure function: which rows and columns the images go in,
 * and (for the mosaic and columns styles) each column's width. No DOM, no React; linear in
 * the number of images.
 */
import { MAX_COLUMNS, type LayoutStyle } from '../constants';
import { rowColumnWidths } from './column-widths';
import {
	MOSAIC_LOOKAHEAD,
	columnsRow,
	imageRatio,
	nextMosaicRow,
	rowSize,
	squareRows,
	type Row,
} from './ratios';

export {
	imageRatio,
	mosaicRows,
	columnsRow,
	squareRows,
	rowSize,
} from './ratios';
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

/**
 * The images' ratios, in a typed array: its numbers live outside the JavaScript heap, so the
 * garbage collector neither scans nor copies them while a large gallery is laid out.
 * @param images
 */
function imageRatios( images: LayoutImage[] ): Float64Array {
	const ratios = new Float64Array( images.length );
	for ( let i = 0; i < images.length; i++ ) {
		ratios[ i ] = imageRatio( images[ i ] );
	}
	return ratios;
}

/**
 * The mosaic and its column widths in one pass over the images: each image's ratio is worked
 * out just before the row that may hold it is chosen, and that row's widths right after, so
 * every ratio is read while it is still in the processor's cache however large the gallery.
 * Gives what mosaicRows and rowColumnWidths give.
 * @param images
 * @param isWide
 * @param width
 */
function mosaicLayout(
	images: LayoutImage[],
	isWide: boolean,
	width: number | undefined
): Layout {
	const count = images.length;
	const ratios = new Float64Array( count );
	// Room for the most rows there can be (one image each), cut to the rows made.
	const rows = new Array< Row >( count );
	const columnWidths = new Array< string[] >( count );
	let made = 0;
	let known = 0;
	let at = 0;
	while ( at < count ) {
		const end = Math.min( count, at + MOSAIC_LOOKAHEAD );
		for ( ; known < end; known++ ) {
			ratios[ known ] = imageRatio( images[ known ] );
		}
		const row = nextMosaicRow( ratios, at, rows, made, isWide );
		rows[ made ] = row;
		columnWidths[ made ] = rowColumnWidths( row, ratios, at, width );
		made++;
		at += rowSize( row );
	}
	rows.length = made;
	columnWidths.length = made;
	return { rows, columnWidths };
}

export function computeLayout( input: LayoutInput ): Layout {
	const { images, layoutStyle, align, width } = input;
	const count = images.length;
	const columns = effectiveColumns( input.columns, count );
	if ( isSquareish( layoutStyle ) ) {
		return { rows: squareRows( count, columns ), columnWidths: [] };
	}
	if ( layoutStyle !== 'columns' ) {
		return mosaicLayout(
			images,
			align === 'wide' || align === 'full',
			width
		);
	}
	const ratios = imageRatios( images );
	const rows = columnsRow( ratios, columns );
	const columnWidths: string[][] = [];
	let start = 0;
	for ( const row of rows ) {
		columnWidths.push( rowColumnWidths( row, ratios, start, width ) );
		start += rowSize( row );
	}
	return { rows, columnWidths };
}
