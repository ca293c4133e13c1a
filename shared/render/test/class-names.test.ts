import {
	alignClassName,
	blockClassName,
	customClassNames,
} from '../class-names';

describe( 'blockClassName', () => {
	it( 'is wp-block- and the name, core blocks without their namespace', () => {
		expect( blockClassName( 'jetpack/rating-star' ) ).toBe(
			'wp-block-jetpack-rating-star'
		);
		expect( blockClassName( 'core/paragraph' ) ).toBe(
			'wp-block-paragraph'
		);
	} );
} );

describe( 'alignClassName', () => {
	it( 'gives align<x> for a supported alignment only', () => {
		expect( alignClassName( 'wide', [ 'wide', 'full' ] ) ).toBe(
			'alignwide'
		);
		expect( alignClassName( 'left', [ 'wide', 'full' ] ) ).toBeNull();
		expect(
			alignClassName( 'wide" onclick="x', [ 'wide', 'full' ] )
		).toBeNull();
		expect( alignClassName( undefined, [ 'wide' ] ) ).toBeNull();
	} );
} );

describe( 'customClassNames', () => {
	it( 'splits on whitespace and keeps every token as written', () => {
		expect(
			customClassNames( '  is-style-outline  md:flex\t2col ' )
		).toEqual( [ 'is-style-outline', 'md:flex', '2col' ] );
	} );

	it( 'gives nothing for what is not a string', () => {
		expect( customClassNames( undefined ) ).toEqual( [] );
		expect( customClassNames( [ 'a' ] ) ).toEqual( [] );
	} );
} );
