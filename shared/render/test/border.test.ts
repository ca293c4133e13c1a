import { borderClassesAndStyles } from '../border';

describe( 'borderClassesAndStyles', () => {
	it( 'prints a preset colour as classes and custom values inline', () => {
		expect(
			borderClassesAndStyles( {
				borderColor: 'accent',
				style: {
					border: {
						color: '#ff0000',
						width: '2px',
						radius: '6px',
						style: 'dashed',
					},
				},
			} )
		).toEqual( {
			classes: [ 'has-border-color', 'has-accent-border-color' ],
			styles: [
				'border-width:2px',
				'border-radius:6px',
				'border-style:dashed',
			],
		} );
		expect(
			borderClassesAndStyles( {
				style: { border: { color: '#ff0000' } },
			} )
		).toEqual( {
			classes: [ 'has-border-color' ],
			styles: [ 'border-color:#ff0000' ],
		} );
	} );

	it( 'prints each corner radius and each side, palette references as variables', () => {
		expect(
			borderClassesAndStyles( {
				style: {
					border: {
						radius: {
							topLeft: '4px',
							bottomRight: 8,
							topRight: 'x;y',
						},
						top: {
							color: 'var:preset|color|accent',
							width: '3px',
							style: 'dotted',
						},
						left: { color: '#00ff00', width: '1px' },
						bottom: { color: 'url(x)', style: 'wavy' },
					},
				},
			} )
		).toEqual( {
			classes: [],
			styles: [
				'border-top-left-radius:4px',
				'border-bottom-right-radius:8px',
				'border-top-color:var(--wp--preset--color--accent)',
				'border-top-width:3px',
				'border-top-style:dotted',
				'border-left-color:#00ff00',
				'border-left-width:1px',
			],
		} );
	} );

	it( 'drops values that are not CSS of their kind', () => {
		expect(
			borderClassesAndStyles( {
				borderColor: 'a b',
				style: {
					border: {
						color: 'red;background:url(x)',
						width: '1px;position:fixed',
						radius: 'expression(alert(1))',
						style: 'wavy',
					},
				},
			} )
		).toEqual( { classes: [], styles: [] } );
		expect( borderClassesAndStyles( { style: 'border:1px' } ) ).toEqual( {
			classes: [],
			styles: [],
		} );
	} );
} );
