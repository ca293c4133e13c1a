/**
 * The pure field rules: the option text rules shared by the dropdown and the option blocks
 * (paste splitting, trimming, Enter splitting, spec §5) and field name/ID sanitising.
 */
import {
	optionsFromLines,
	pastedOptions,
	splitOption,
} from '../field-option-text';
import { sanitizeFieldId } from '../field-settings-panel';

describe( 'option text', () => {
	it( 'makes one trimmed option per line and ignores blank lines', () => {
		expect( optionsFromLines( ' Red \n\n  \r\nGreen\rBlue  ' ) ).toEqual( [
			'Red',
			'Green',
			'Blue',
		] );
	} );

	it( 'leaves a single-line paste to the input', () => {
		expect( pastedOptions( 'ab', 'cd', { start: 1, end: 1 } ) ).toBeNull();
	} );

	it( 'splits a multi-line paste, keeping the text around the caret', () => {
		expect(
			pastedOptions( 'Pre-post', 'A\n\nB\n', { start: 4, end: 4 } )
		).toEqual( [ 'Pre-A', 'B', 'post' ] );
		// A selection is replaced by the paste.
		expect(
			pastedOptions( 'Old text', 'One\nTwo', { start: 0, end: 8 } )
		).toEqual( [ 'One', 'Two' ] );
		expect( pastedOptions( '', '\n \n', { start: 0, end: 0 } ) ).toEqual(
			[]
		);
	} );

	it( 'splits an option at the caret on Enter, trimming both parts', () => {
		expect( splitOption( 'Large pizza', { start: 5, end: 5 } ) ).toEqual( [
			'Large',
			'pizza',
		] );
		expect( splitOption( 'Large', { start: 5, end: 5 } ) ).toEqual( [
			'Large',
			'',
		] );
		expect( splitOption( 'abcdef', { start: 2, end: 4 } ) ).toEqual( [
			'ab',
			'ef',
		] );
	} );
} );

it( 'keeps only letters, digits, dashes and underscores in a field name/ID', () => {
	expect( sanitizeFieldId( 'my field-1_é!' ) ).toBe( 'myfield-1_' );
} );
