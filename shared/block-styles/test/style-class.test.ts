/**
 * Which style a class list holds and how another replaces it: WordPress's rule (the first
 * `is-style-<name>` naming a known style, else the default; a "Default" added when the block
 * marks none), with the author's own classes kept.
 */
import { activeStyle, classNameWithStyle, offeredStyles } from '../style-class';

const gallery = [
	{ name: 'rectangular', label: 'Tiled mosaic', isDefault: true },
	{ name: 'circle', label: 'Circles' },
	{ name: 'square', label: 'Square tiles' },
	{ name: 'columns', label: 'Tiled columns' },
];

describe( 'block style classes', () => {
	it( 'offers the block’s styles, with a Default first when none is the default', () => {
		expect( offeredStyles( gallery, 'Default' ) ).toEqual( gallery );
		expect(
			offeredStyles(
				[ { name: 'outlined', label: 'Outlined' } ],
				'Default'
			)
		).toEqual( [
			{ name: 'default', label: 'Default', isDefault: true },
			{ name: 'outlined', label: 'Outlined' },
		] );
		expect( offeredStyles( [], 'Default' ) ).toEqual( [] );
		expect( offeredStyles( undefined, 'Default' ) ).toEqual( [] );
	} );

	it( 'finds the first known is-style class, else the default', () => {
		expect( activeStyle( gallery, 'is-style-square' )?.name ).toBe(
			'square'
		);
		expect(
			activeStyle( gallery, 'mine is-style-unknown is-style-circle' )
				?.name
		).toBe( 'circle' );
		expect( activeStyle( gallery, 'mine' )?.name ).toBe( 'rectangular' );
		expect( activeStyle( gallery, undefined )?.name ).toBe( 'rectangular' );
		// Only whole classes count.
		expect( activeStyle( gallery, 'xis-style-circle' )?.name ).toBe(
			'rectangular'
		);
	} );

	it( 'replaces the active style and keeps the author’s classes in order', () => {
		expect(
			classNameWithStyle( 'is-style-rectangular', gallery, gallery[ 2 ] )
		).toBe( 'is-style-square' );
		expect(
			classNameWithStyle(
				'first is-style-circle last',
				gallery,
				gallery[ 3 ]
			)
		).toBe( 'first last is-style-columns' );
		expect( classNameWithStyle( undefined, gallery, gallery[ 1 ] ) ).toBe(
			'is-style-circle'
		);
		// An unknown is-style class is the author's: it stays.
		expect(
			classNameWithStyle( 'is-style-mine', gallery, gallery[ 1 ] )
		).toBe( 'is-style-mine is-style-circle' );
		// Choosing the active style again changes nothing but the order.
		expect(
			classNameWithStyle( 'a is-style-circle', gallery, gallery[ 1 ] )
		).toBe( 'a is-style-circle' );
	} );
} );
