import { spacingStyles } from '../spacing';

describe( 'spacingStyles', () => {
	it( 'writes padding then margin, sides in the attribute’s order', () => {
		expect(
			spacingStyles( {
				spacing: {
					margin: { bottom: '2em', top: 'var:preset|spacing|30' },
					padding: { right: '1px', top: '2px' },
				},
			} )
		).toEqual( [
			'padding-right:1px',
			'padding-top:2px',
			'margin-bottom:2em',
			'margin-top:var(--wp--preset--spacing--30)',
		] );
	} );

	it( 'takes one value for all sides, numbers as pixels and CSS math', () => {
		expect(
			spacingStyles( {
				spacing: { padding: 'calc(1rem + 2px)', margin: 4 },
			} )
		).toEqual( [ 'padding:calc(1rem + 2px)', 'margin:4px' ] );
	} );

	it( 'drops values and sides that could escape the declaration', () => {
		expect(
			spacingStyles( {
				spacing: {
					padding: {
						top: 'red;}</style>',
						left: 'url(https://evil.example/x)',
						'top;color': '1px',
						bottom: 'expression(alert(1))',
					},
					margin: '1px;background:red',
				},
			} )
		).toEqual( [] );
	} );

	it( 'gives nothing without a spacing object', () => {
		expect( spacingStyles( undefined ) ).toEqual( [] );
		expect( spacingStyles( { spacing: 'x' } ) ).toEqual( [] );
		expect( spacingStyles( [ 1 ] ) ).toEqual( [] );
	} );
} );
