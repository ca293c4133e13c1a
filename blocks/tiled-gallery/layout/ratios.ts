/**
 * Row shapes of the tiled gallery, as pure functions of the images' width/height ratios.
 * A shape is a list of rows; a row is a list of columns; each number is how many images
 * that column stacks. Everything here is linear in the number of images: one pass, each
 * step looks at a bounded window of the next ratios and of the rows already made. Rows are
 * shared, never changed once made: every full row is the same array.
 */
export type Row = number[];

/** How many images a row holds. */
export function rowSize( row: Row ): number {
	let size = 0;
	for ( let i = 0; i < row.length; i++ ) {
		size += row[ i ];
	}
	return size;
}

/**
 * Width / height, or 1 when either is missing.
 * @param image
 * @param image.width
 * @param image.height
 */
export function imageRatio( image: {
	width?: number | string;
	height?: number | string;
} ): number {
	const width = Number( image.width );
	const height = Number( image.height );
	return width > 0 && height > 0 ? width / height : 1;
}

/**
 * A shape an image must have, as the range of ratios [from, below) it allows. (Plain numbers
 * rather than predicate functions: calling a function from a table with a number boxes that
 * number, one allocation per check, which large galleries pay for in garbage collections.)
 */
type Check = { from: number; below: number };

const P: Check = { from: -Infinity, below: 1 }; // portrait
const L: Check = { from: 1, below: 2 }; // landscape
const squarish: Check = { from: 0.9, below: 2 };
const narrow: Check = { from: -Infinity, below: 1.6 };
const isPanoramic = ( ratio: number ) => ratio >= 2;

/** A candidate row: the image checks it needs in order, and how many recent rows may not repeat it. */
type Pattern = { row: Row; fits: Check[]; recent: number };

const PATTERNS = {
	twoOneTwo: { row: [ 2, 1, 2 ], fits: [ L, L, P, L, L ], recent: 5 },
	threeOneThree: {
		row: [ 3, 1, 3 ],
		fits: [ L, L, L, P, L, L, L ],
		recent: 5,
	},
	oneTwoOne: { row: [ 1, 2, 1 ], fits: [ P, L, L, P ], recent: 5 },
	oneThree: { row: [ 1, 3 ], fits: [ P, L, L, L ], recent: 3 },
	threeOne: { row: [ 3, 1 ], fits: [ L, L, L, P ], recent: 3 },
	oneTwo: { row: [ 1, 2 ], fits: [ narrow, squarish, squarish ], recent: 3 },
	twoOne: { row: [ 2, 1 ], fits: [ squarish, squarish, narrow ], recent: 3 },
} satisfies Record< string, Pattern >;

const FIVE: Row = [ 1, 1, 1, 1, 1 ];
const FOUR: Row = [ 1, 1, 1, 1 ];
const THREE: Row = [ 1, 1, 1 ];
const ONE: Row = [ 1 ];
const TWO: Row = [ 1, 1 ];

// Every row but the very last is one of the shared constants, so a row is recognised by identity.
const sameRow = ( a: Row, b: Row ) => a === b;

/**
 * True when none of the last `count` of the `made` rows is `row`.
 * @param rows
 * @param made
 * @param row
 * @param count
 */
function notRecent(
	rows: Row[],
	made: number,
	row: Row,
	count: number
): boolean {
	for ( let i = Math.max( 0, made - count ); i < made; i++ ) {
		if ( sameRow( rows[ i ], row ) ) {
			return false;
		}
	}
	return true;
}

function fits(
	ratios: ArrayLike< number >,
	start: number,
	checks: Check[]
): boolean {
	if ( ratios.length - start < checks.length ) {
		return false;
	}
	for ( let i = 0; i < checks.length; i++ ) {
		const ratio = ratios[ start + i ];
		if ( ! ( ratio >= checks[ i ].from && ratio < checks[ i ].below ) ) {
			return false;
		}
	}
	return true;
}

function sumNext(
	ratios: ArrayLike< number >,
	start: number,
	count: number
): number {
	let total = 0;
	for ( let i = start; i < Math.min( ratios.length, start + count ); i++ ) {
		total += ratios[ i ];
	}
	return total;
}

function usable(
	ratios: ArrayLike< number >,
	at: number,
	rows: Row[],
	made: number,
	pattern: Pattern
) {
	return (
		fits( ratios, at, pattern.fits ) &&
		notRecent( rows, made, pattern.row, pattern.recent )
	);
}

/** How far ahead of a row's first image nextMosaicRow reads: the longest pattern, 3-1-3. */
export const MOSAIC_LOOKAHEAD = PATTERNS.threeOneThree.fits.length;

/** Tried in this order once the larger patterns are ruled out. */
const SMALL_PATTERNS: Pattern[] = [
	PATTERNS.oneThree,
	PATTERNS.threeOne,
	PATTERNS.oneTwo,
];

/**
 * The next mosaic row from image `at`, given the `made` rows before it. Reads the ratios of
 * images `at` … `at + MOSAIC_LOOKAHEAD - 1` only, and `ratios.length` as the image count.
 * @param ratios
 * @param at
 * @param rows
 * @param made
 * @param isWide
 */
export function nextMosaicRow(
	ratios: ArrayLike< number >,
	at: number,
	rows: Row[],
	made: number,
	isWide: boolean
): Row {
	const left = ratios.length - at;
	if ( left > 15 && usable( ratios, at, rows, made, PATTERNS.twoOneTwo ) ) {
		return PATTERNS.twoOneTwo.row;
	}
	if (
		left > 15 &&
		usable( ratios, at, rows, made, PATTERNS.threeOneThree )
	) {
		return PATTERNS.threeOneThree.row;
	}
	if ( left !== 5 && usable( ratios, at, rows, made, PATTERNS.oneTwoOne ) ) {
		return PATTERNS.oneTwoOne.row;
	}
	for ( let i = 0; i < SMALL_PATTERNS.length; i++ ) {
		if ( usable( ratios, at, rows, made, SMALL_PATTERNS[ i ] ) ) {
			return SMALL_PATTERNS[ i ].row;
		}
	}
	const five = FIVE;
	if (
		isWide &&
		( left === 5 || ( left !== 10 && left > 6 ) ) &&
		notRecent( rows, made, five, 1 ) &&
		sumNext( ratios, at, 5 ) < 5
	) {
		return five;
	}
	const four = FOUR;
	const fourRatio = sumNext( ratios, at, 4 );
	if (
		( notRecent( rows, made, four, 1 ) && fourRatio < 3.5 && left > 5 ) ||
		( fourRatio < 7 && left === 4 )
	) {
		return four;
	}
	const three = THREE;
	const threeRatio = sumNext( ratios, at, 3 );
	if (
		left >= 3 &&
		left !== 4 &&
		left !== 6 &&
		notRecent( rows, made, three, 3 ) &&
		( threeRatio < 2.5 ||
			( threeRatio < 5 && ratios[ at ] === ratios[ at + 2 ] ) ||
			isWide )
	) {
		return three;
	}
	if ( usable( ratios, at, rows, made, PATTERNS.twoOne ) ) {
		return PATTERNS.twoOne.row;
	}
	if ( isPanoramic( ratios[ at ] ) ) {
		return ONE;
	}
	if ( left > 3 ) {
		return TWO;
	}
	return Array< number >( left ).fill( 1 );
}

/**
 * The "Tiled mosaic" rows: each step picks the first row pattern whose image shapes match the
 * next images (thresholds 0.9, 1, 1.6, 2, 3.5, 5, 7) and that was not used just before.
 * @param ratios
 * @param options
 * @param options.isWide Wide and full alignments allow rows of five and of three.
 */
export function mosaicRows(
	ratios: ArrayLike< number >,
	{ isWide = false }: { isWide?: boolean } = {}
): Row[] {
	// Room for the most rows there can be (one image each), cut to the rows made: growing the
	// list row by row would copy it again and again.
	const rows = new Array< Row >( ratios.length );
	let made = 0;
	let at = 0;
	while ( at < ratios.length ) {
		const row = nextMosaicRow( ratios, at, rows, made, isWide );
		rows[ made++ ] = row;
		at += rowSize( row );
	}
	rows.length = made;
	return rows;
}

/**
 * "Tiled columns": one row of `columnCount` columns, each holding about the same share of
 * the total ratio; the last column takes what is left.
 * @param ratios
 * @param columnCount
 */
export function columnsRow(
	ratios: ArrayLike< number >,
	columnCount: number
): Row[] {
	if ( ratios.length === 0 ) {
		return [];
	}
	if ( ratios.length <= columnCount ) {
		return [ Array< number >( ratios.length ).fill( 1 ) ];
	}
	const target = sumNext( ratios, 0, ratios.length ) / columnCount;
	const row: Row = [];
	let at = 0;
	let accumulated = 0;
	for ( let column = 0; column < columnCount - 1; column++ ) {
		let size = 0;
		while ( at < ratios.length && accumulated <= ( column + 1 ) * target ) {
			accumulated += ratios[ at ];
			at++;
			size++;
		}
		row.push( size );
	}
	row.push( ratios.length - at );
	return [ row ];
}

/**
 * Square and circle tiles: rows of `columns` images; the remainder of the division comes
 * first, as a shorter row.
 * @param count
 * @param columns
 */
export function squareRows( count: number, columns: number ): Row[] {
	if ( count === 0 ) {
		return [];
	}
	const perRow = Math.max( 1, columns );
	const remainder = count % perRow;
	const rows: Row[] = [];
	if ( remainder ) {
		rows.push( Array< number >( remainder ).fill( 1 ) );
	}
	const full = Array< number >( perRow ).fill( 1 );
	for ( let i = 0; i < Math.floor( count / perRow ); i++ ) {
		rows.push( full );
	}
	return rows;
}
