import { GUTTER_WIDTH, LAYOUT_STYLES } from '../../constants';
import {
	columnsRow,
	computeLayout,
	effectiveColumns,
	imageRatio,
	mosaicRows,
	rowColumnWidths,
	rowSize,
	squareRows,
	type Row,
} from '..';
import { toFixed5 } from '../fixed-5';

const total = ( rows: Row[] ) =>
	rows.reduce( ( sum, row ) => sum + row.reduce( ( a, b ) => a + b, 0 ), 0 );
const fill = ( count: number, ratio: number ) =>
	Array< number >( count ).fill( ratio );
const images = ( ratios: number[] ) =>
	ratios.map( ( ratio ) => ( {
		width: Math.round( ratio * 1000 ),
		height: 1000,
	} ) );

describe( 'mosaic row patterns', () => {
	it.each( [
		[
			'2-1-2',
			[ 1.5, 1.5, 0.5, 1.5, 1.5, ...fill( 11, 1.5 ) ],
			[ 2, 1, 2 ],
		],
		[
			'3-1-3',
			[ 1.5, 1.5, 1.5, 0.5, 1.5, 1.5, 1.5, ...fill( 9, 1.5 ) ],
			[ 3, 1, 3 ],
		],
		[ '1-2-1', [ 0.5, 1.5, 1.5, 0.5 ], [ 1, 2, 1 ] ],
		[ '1-3', [ 0.5, 1.5, 1.5, 1.5 ], [ 1, 3 ] ],
		[ '3-1', [ 1.5, 1.5, 1.5, 0.5 ], [ 3, 1 ] ],
		[ '1-2', [ 1.2, 1.2, 1.2 ], [ 1, 2 ] ],
		[ '1-1-1-1', fill( 4, 1.7 ), [ 1, 1, 1, 1 ] ],
		[ '1-1-1', fill( 3, 0.7 ), [ 1, 1, 1 ] ],
		[ '2-1', [ 1.7, 1.7, 1 ], [ 2, 1 ] ],
		[ '1 (panoramic)', [ 3, 3 ], [ 1 ] ],
		[ '1-1', fill( 5, 1.9 ), [ 1, 1 ] ],
	] )( 'picks %s for the ratios that call for it', ( _, ratios, first ) => {
		const rows = mosaicRows( ratios );
		expect( rows[ 0 ] ).toEqual( first );
		expect( total( rows ) ).toBe( ratios.length );
	} );

	it( 'uses rows of five only on wide and full galleries', () => {
		const ratios = fill( 5, 0.8 );
		expect( mosaicRows( ratios, { isWide: true } ) ).toEqual( [
			[ 1, 1, 1, 1, 1 ],
		] );
		expect( mosaicRows( ratios )[ 0 ] ).not.toEqual( [ 1, 1, 1, 1, 1 ] );
	} );

	it( 'does not repeat 1-2-1 within five rows', () => {
		const rows = mosaicRows( [
			0.5, 1.5, 1.5, 0.5, 0.5, 1.5, 1.5, 0.5, 1, 1,
		] );
		expect( rows[ 0 ] ).toEqual( [ 1, 2, 1 ] );
		expect( rows[ 1 ] ).not.toEqual( [ 1, 2, 1 ] );
		expect( total( rows ) ).toBe( 10 );
	} );

	it( 'keeps what is left in one last row', () => {
		expect( mosaicRows( fill( 3, 1.9 ) ) ).toEqual( [ [ 1, 1, 1 ] ] );
		expect( mosaicRows( [ 1.9 ] ) ).toEqual( [ [ 1 ] ] );
		expect( mosaicRows( [] ) ).toEqual( [] );
	} );
} );

describe( 'columns and squares', () => {
	it( 'splits the total ratio evenly over the columns', () => {
		expect( columnsRow( fill( 6, 1 ), 3 ) ).toEqual( [ [ 3, 2, 1 ] ] );
		expect( columnsRow( fill( 2, 1 ), 3 ) ).toEqual( [ [ 1, 1 ] ] );
	} );

	it( 'puts the remainder first in a shorter row', () => {
		expect( squareRows( 7, 3 ) ).toEqual( [
			[ 1 ],
			[ 1, 1, 1 ],
			[ 1, 1, 1 ],
		] );
		expect( squareRows( 6, 3 ) ).toEqual( [
			[ 1, 1, 1 ],
			[ 1, 1, 1 ],
		] );
	} );

	it( 'defaults columns to min(3, count) and keeps them within 1 … min(20, count)', () => {
		expect( effectiveColumns( undefined, 2 ) ).toBe( 2 );
		expect( effectiveColumns( undefined, 10 ) ).toBe( 3 );
		expect( effectiveColumns( 50, 100 ) ).toBe( 20 );
		expect( effectiveColumns( 8, 5 ) ).toBe( 5 );
		expect( effectiveColumns( 0, 5 ) ).toBe( 1 );
		expect( effectiveColumns( -3, 5 ) ).toBe( 1 );
	} );
} );

describe( 'column widths', () => {
	it( 'rounds to 5 decimals and sums to 100%', () => {
		const ratios = [ 1.5, 0.6, 1, 2.2 ];
		const widths = rowColumnWidths( [ 1, 2, 1 ], ratios, 0, 800 );
		widths.forEach( ( width ) =>
			expect( width ).toMatch( /^\d+\.\d{5}$/ )
		);
		const sum = widths.reduce( ( a, b ) => a + Number( b ), 0 );
		expect( sum ).toBeCloseTo( 100, 3 );
	} );

	it( 'gives every column of a row the same height, gaps of 4 px included', () => {
		const width = 1000;
		const ratios = [ 0.5, 1.5, 1.5, 0.5 ];
		const row = [ 1, 2, 1 ];
		const widths = rowColumnWidths( row, ratios, 0, width ).map( Number );
		const content = width - GUTTER_WIDTH * 2;
		const px = widths.map( ( w ) => ( w / 100 ) * content );
		const heights = [
			px[ 0 ] / 0.5,
			px[ 1 ] / 1.5 + px[ 1 ] / 1.5 + GUTTER_WIDTH,
			px[ 2 ] / 0.5,
		];
		expect( heights[ 1 ] ).toBeCloseTo( heights[ 0 ], 1 );
		expect( heights[ 2 ] ).toBeCloseTo( heights[ 0 ], 1 );
	} );
} );

describe( 'width strings', () => {
	it( 'are exactly what toFixed( 5 ) writes, ties and edges included', () => {
		const values = [
			0,
			-0,
			1e-9,
			0.000005,
			0.000015,
			0.123455,
			12.345675,
			33.333333333,
			66.666666667,
			99.999995,
			99.9999949999,
			100,
			100.000005,
			999.999995,
			1000,
			1e21,
			-1,
			-0.000004,
			Number.NaN,
			Infinity,
		];
		// Pseudo-random percentages, and values on and around the ties k.5e-5 where rounding
		// decides the last digit.
		let seed = 1;
		const next = () =>
			( seed = ( seed * 16807 ) % 2147483647 ) / 2147483647;
		for ( let i = 0; i < 20000; i++ ) {
			values.push( next() * 110 );
			const tie = ( Math.floor( next() * 1e7 ) + 0.5 ) / 1e5;
			values.push( tie, tie + 1e-12, tie - 1e-12 );
		}
		const different = values.filter(
			( value ) => toFixed5( value ) !== value.toFixed( 5 )
		);
		expect( different ).toEqual( [] );
	} );
} );

describe( 'computeLayout', () => {
	it( 'lays out the mosaic in one pass exactly as mosaicRows and rowColumnWidths do', () => {
		let seed = 7;
		const next = () =>
			( seed = ( seed * 16807 ) % 2147483647 ) / 2147483647;
		for ( let count = 0; count < 120; count += 7 ) {
			const input = Array.from( { length: count }, () => ( {
				width: Math.round( 100 + next() * 3000 ),
				height: Math.round( 100 + next() * 3000 ),
			} ) );
			const ratios = input.map( imageRatio );
			for ( const align of [ 'center', 'wide' ] ) {
				const rows = mosaicRows( ratios, { isWide: align === 'wide' } );
				let start = 0;
				const widths = rows.map( ( row ) => {
					const result = rowColumnWidths( row, ratios, start, 700 );
					start += rowSize( row );
					return result;
				} );
				expect(
					computeLayout( {
						images: input,
						layoutStyle: 'rectangular',
						align,
						width: 700,
					} )
				).toEqual( { rows, columnWidths: widths } );
			}
		}
	} );

	it.each( LAYOUT_STYLES )(
		'%s: places every image once for 1 to 25 images',
		( layoutStyle ) => {
			for ( let count = 1; count <= 25; count++ ) {
				const ratios = Array.from(
					{ length: count },
					( _, i ) => [ 0.5, 1, 1.5, 2.5, 0.8 ][ i % 5 ]
				);
				const layout = computeLayout( {
					images: images( ratios ),
					layoutStyle,
				} );
				expect( total( layout.rows ) ).toBe( count );
				layout.rows.forEach( ( row ) =>
					expect( row.length ).toBeLessThanOrEqual( 20 )
				);
				const squareish =
					layoutStyle === 'square' || layoutStyle === 'circle';
				// Square tiles: full last row, no stored widths; others: one width per column.
				const lastRow = layout.rows[ layout.rows.length - 1 ].length;
				expect( squareish ? lastRow : Math.min( 3, count ) ).toBe(
					Math.min( 3, count )
				);
				expect( layout.columnWidths.map( ( r ) => r.length ) ).toEqual(
					squareish ? [] : layout.rows.map( ( r ) => r.length )
				);
			}
		}
	);

	it( 'survives extreme and missing ratios', () => {
		const odd = [
			{ width: 1, height: 10000 },
			{ width: 10000, height: 1 },
			{ width: 0, height: 0 },
			{},
			{ width: 'x', height: 5 },
			{ width: 3000, height: 2000 },
		];
		expect( imageRatio( {} ) ).toBe( 1 );
		for ( const layoutStyle of LAYOUT_STYLES ) {
			const layout = computeLayout( { images: odd, layoutStyle } );
			expect( total( layout.rows ) ).toBe( odd.length );
			layout.columnWidths.flat().forEach( ( width ) => {
				expect( Number.isFinite( Number( width ) ) ).toBe( true );
				expect( Number( width ) ).toBeGreaterThanOrEqual( 0 );
			} );
		}
	} );

	it( 'lays out 10,000 images in linear time', () => {
		const many = ( count: number ) =>
			images(
				Array.from(
					{ length: count },
					( _, i ) => 0.4 + ( ( i * 7 ) % 23 ) / 10
				)
			);
		const time = ( count: number ) => {
			const input = many( count );
			const start = performance.now();
			for ( let i = 0; i < 5; i++ ) {
				computeLayout( {
					images: input,
					layoutStyle: 'rectangular',
					align: 'wide',
				} );
			}
			return performance.now() - start;
		};
		time( 1000 );
		const small = time( 1000 );
		const large = time( 10000 );
		const layout = computeLayout( {
			images: many( 10000 ),
			layoutStyle: 'rectangular',
		} );
		expect( total( layout.rows ) ).toBe( 10000 );
		// Ten times the images: allow generous slack for a shared machine, far below quadratic (100×).
		expect( large / Math.max( small, 1 ) ).toBeLessThan( 30 );
	} );
} );
