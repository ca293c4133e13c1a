/**
 * The image service's responsive candidates (spec 002 §9), shared by the tiled gallery and the
 * slideshow: widths from min(600, w) to min(2000, w) in steps of 300, square crops of
 * min(2000, w, h), the original's own query dropped.
 */
import { imageSrcset, srcsetWidths } from '../image-srcset';

const uploads = 'http://127.0.0.1:8888/wp-content/uploads/2026/11';

describe( 'srcset widths (002 §9)', () => {
	it( 'runs from min(600, w) to min(2000, w) in steps of 300', () => {
		expect( srcsetWidths( 1200 ) ).toEqual( [ 600, 900, 1200 ] );
		expect( srcsetWidths( 5000 ) ).toEqual( [
			600, 900, 1200, 1500, 1800, 2000,
		] );
		expect( srcsetWidths( 400 ) ).toEqual( [ 400 ] );
		expect( srcsetWidths( 1000.7 ) ).toEqual( [ 600, 900, 1000 ] );
		expect( srcsetWidths( 0 ) ).toEqual( [] );
		expect( srcsetWidths( NaN ) ).toEqual( [] );
	} );

	it( 'asks for square crops of min(2000, w, h) for squares and circles', () => {
		expect( imageSrcset( `${ uploads }/a.jpg`, 1600, 900, true ) ).toBe(
			`${ uploads }/a.jpg?resize=600%2C600&strip=info 600w, ${ uploads }/a.jpg?resize=900%2C900&strip=info 900w`
		);
		expect(
			imageSrcset( `${ uploads }/a.jpg?w=10`, 700, 900, false )
		).toBe(
			`${ uploads }/a.jpg?strip=info&w=600 600w, ${ uploads }/a.jpg?strip=info&w=700 700w`
		);
	} );

	it( 'gives nothing without both dimensions', () => {
		expect( imageSrcset( `${ uploads }/a.jpg`, 0, 900, false ) ).toBe( '' );
		expect( imageSrcset( `${ uploads }/a.jpg`, 900, NaN, false ) ).toBe(
			''
		);
	} );
} );
