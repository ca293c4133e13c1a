/**
 * The width settings' rules (spec 002 §2, §5), word for word: presets 25/50/75/100%; units %,
 * px and em, only px and em aligned left or right, where the presets are hidden; widths from 0,
 * at most 100 in %; a percentage width cleared on a change to left or right alignment.
 */
import {
	WIDTH_PRESETS,
	alignChangeClearsWidth,
	normaliseWidth,
	parseWidth,
	showsPresets,
	unitsFor,
	widthAfterPreset,
} from '../rules';

describe( 'width settings rules', () => {
	it( 'offers the presets 25%, 50%, 75% and 100%, except aligned left or right', () => {
		expect( WIDTH_PRESETS ).toEqual( [ '25%', '50%', '75%', '100%' ] );
		for ( const align of [ undefined, '', 'center', 'wide', 'full' ] ) {
			expect( showsPresets( align ) ).toBe( true );
		}
		expect( showsPresets( 'left' ) ).toBe( false );
		expect( showsPresets( 'right' ) ).toBe( false );
	} );

	it( 'offers %, px and em, and only px and em aligned left or right', () => {
		expect( unitsFor( undefined ) ).toEqual( [ '%', 'px', 'em' ] );
		expect( unitsFor( 'center' ) ).toEqual( [ '%', 'px', 'em' ] );
		expect( unitsFor( 'left' ) ).toEqual( [ 'px', 'em' ] );
		expect( unitsFor( 'right' ) ).toEqual( [ 'px', 'em' ] );
	} );

	it( 'toggles a preset: pressing the current width clears it', () => {
		expect( widthAfterPreset( undefined, '50%' ) ).toBe( '50%' );
		expect( widthAfterPreset( '25%', '50%' ) ).toBe( '50%' );
		expect( widthAfterPreset( '50%', '50%' ) ).toBeUndefined();
	} );

	it( 'keeps widths from 0, at most 100 in %', () => {
		expect( normaliseWidth( '40%' ) ).toBe( '40%' );
		expect( normaliseWidth( '100%' ) ).toBe( '100%' );
		expect( normaliseWidth( '150%' ) ).toBe( '100%' );
		expect( normaliseWidth( '-5%' ) ).toBe( '0%' );
		expect( normaliseWidth( '-20px' ) ).toBe( '0px' );
		// No upper limit in px or em.
		expect( normaliseWidth( '1500px' ) ).toBe( '1500px' );
		expect( normaliseWidth( '120em' ) ).toBe( '120em' );
		expect( normaliseWidth( '12.5em' ) ).toBe( '12.5em' );
		expect( normaliseWidth( ' 30 PX ' ) ).toBe( '30px' );
	} );

	it( 'stores no width for an empty value, another unit or a percentage on a floated block', () => {
		expect( normaliseWidth( '' ) ).toBeUndefined();
		expect( normaliseWidth( undefined ) ).toBeUndefined();
		expect( normaliseWidth( '10rem' ) ).toBeUndefined();
		expect( normaliseWidth( '10vw' ) ).toBeUndefined();
		expect( normaliseWidth( 'calc(100% - 1px)' ) ).toBeUndefined();
		expect( normaliseWidth( '50%', 'left' ) ).toBeUndefined();
		expect( normaliseWidth( '50%', 'right' ) ).toBeUndefined();
		expect( normaliseWidth( '200px', 'right' ) ).toBe( '200px' );
		expect( normaliseWidth( '8em', 'left' ) ).toBe( '8em' );
	} );

	it( 'reads a width as its number and unit', () => {
		expect( parseWidth( '75%' ) ).toEqual( { quantity: 75, unit: '%' } );
		expect( parseWidth( '.5em' ) ).toEqual( { quantity: 0.5, unit: 'em' } );
		expect( parseWidth( 'auto' ) ).toBeUndefined();
		expect( parseWidth( 50 ) ).toBeUndefined();
	} );

	it( 'clears a percentage width on a change to left or right alignment only', () => {
		expect( alignChangeClearsWidth( '50%', undefined, 'left' ) ).toBe(
			true
		);
		expect( alignChangeClearsWidth( '100%', 'center', 'right' ) ).toBe(
			true
		);
		// Not a percentage.
		expect( alignChangeClearsWidth( '150px', undefined, 'left' ) ).toBe(
			false
		);
		expect( alignChangeClearsWidth( '9em', 'center', 'right' ) ).toBe(
			false
		);
		expect( alignChangeClearsWidth( undefined, 'center', 'left' ) ).toBe(
			false
		);
		// Not a change to left or right.
		expect( alignChangeClearsWidth( '50%', 'left', 'center' ) ).toBe(
			false
		);
		expect( alignChangeClearsWidth( '50%', undefined, 'center' ) ).toBe(
			false
		);
		// No change: content that already floats with a percentage keeps it until edited.
		expect( alignChangeClearsWidth( '50%', 'left', 'left' ) ).toBe( false );
	} );
} );
