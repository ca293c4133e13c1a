import { typographyClassesAndStyles } from '../typography';

describe( 'typographyClassesAndStyles', () => {
	it( 'gives the preset font size as a class', () => {
		expect( typographyClassesAndStyles( { fontSize: 'large' } ) ).toEqual( {
			classes: [ 'has-large-font-size' ],
			styles: [],
		} );
	} );

	it( 'gives custom sizes and line height as styles', () => {
		expect(
			typographyClassesAndStyles( {
				style: { typography: { fontSize: '18px', lineHeight: 1.5 } },
			} )
		).toEqual( {
			classes: [],
			styles: [ 'font-size:18px', 'line-height:1.5' ],
		} );
		expect(
			typographyClassesAndStyles( {
				style: {
					typography: {
						fontSize: 'var:preset|font-size|medium',
						lineHeight: '2',
					},
				},
			} ).styles
		).toEqual( [
			'font-size:var(--wp--preset--font-size--medium)',
			'line-height:2',
		] );
	} );

	it( 'drops hostile values', () => {
		expect(
			typographyClassesAndStyles( {
				fontSize: 'big" onclick="x',
				style: {
					typography: {
						fontSize: '1px;background:url(x)',
						lineHeight: 'expression(1)',
					},
				},
			} )
		).toEqual( { classes: [], styles: [] } );
	} );
} );
