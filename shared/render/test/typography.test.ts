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

	it( 'gives the font family, weight, style, spacing, decoration and case', () => {
		expect(
			typographyClassesAndStyles( {
				fontFamily: 'heading',
				style: {
					typography: {
						fontWeight: '700',
						fontStyle: 'italic',
						letterSpacing: '2px',
						textDecoration: 'underline',
						textTransform: 'uppercase',
					},
				},
			} )
		).toEqual( {
			classes: [ 'has-heading-font-family' ],
			styles: [
				'font-weight:700',
				'font-style:italic',
				'letter-spacing:2px',
				'text-decoration:underline',
				'text-transform:uppercase',
			],
		} );
		expect(
			typographyClassesAndStyles( {
				style: {
					typography: {
						fontFamily: '"Open Sans", Georgia, serif',
					},
				},
			} ).styles
		).toEqual( [ 'font-family:"Open Sans", Georgia, serif' ] );
		expect(
			typographyClassesAndStyles( {
				style: {
					typography: {
						fontFamily: 'var:preset|font-family|body',
					},
				},
			} ).styles
		).toEqual( [ 'font-family:var(--wp--preset--font-family--body)' ] );
	} );

	it( 'drops hostile values', () => {
		expect(
			typographyClassesAndStyles( {
				fontSize: 'big" onclick="x',
				fontFamily: 'a" onclick="b',
				style: {
					typography: {
						fontSize: '1px;background:url(x)',
						lineHeight: 'expression(1)',
						fontFamily: 'x;background:url(y)',
						fontWeight: '700;color:red',
						fontStyle: 'italic}body{',
						letterSpacing: 'url(z)',
						textDecoration: 'blink',
						textTransform: 'uppercase;x:y',
					},
				},
			} )
		).toEqual( { classes: [], styles: [] } );
	} );
} );
