import { wrapperAttributes } from '../wrapper-attributes';

describe( 'wrapperAttributes', () => {
	it( 'gives the block class, alignment and the author’s classes', () => {
		expect(
			wrapperAttributes(
				{ align: 'wide', className: 'is-note  my_class' },
				{ name: 'jetpack/markdown', align: [ 'wide', 'full' ] }
			)
		).toEqual( {
			classes: [
				'wp-block-jetpack-markdown',
				'alignwide',
				'is-note',
				'my_class',
			],
			styles: [],
			class: 'wp-block-jetpack-markdown alignwide is-note my_class',
			style: '',
		} );
	} );

	it( 'leaves out an alignment the block does not support, and className when asked', () => {
		expect(
			wrapperAttributes(
				{ align: 'left', className: 'x' },
				{
					name: 'jetpack/markdown',
					align: [ 'wide' ],
					className: false,
				}
			).class
		).toBe( 'wp-block-jetpack-markdown' );
	} );

	it( 'applies colour support from presets and style.color', () => {
		expect(
			wrapperAttributes(
				{
					textColor: 'white',
					style: { color: { background: '#000' } },
				},
				{ color: true }
			)
		).toMatchObject( {
			class: 'has-text-color has-white-color has-background',
			style: 'background-color:#000',
		} );
		expect(
			wrapperAttributes(
				{ backgroundColor: 'black', gradient: 'cool' },
				{ color: true }
			).class
		).toBe(
			'has-background has-black-background-color has-cool-gradient-background'
		);
		expect(
			wrapperAttributes(
				{
					style: {
						color: { gradient: 'linear-gradient(red, blue)' },
					},
				},
				{ color: true }
			).style
		).toBe( 'background:linear-gradient(red, blue)' );
	} );

	it( 'applies spacing and typography support', () => {
		expect(
			wrapperAttributes(
				{
					fontSize: 'small',
					style: {
						spacing: { padding: { top: '1rem' } },
						typography: { lineHeight: 1.2 },
					},
				},
				{ spacing: true, typography: true }
			)
		).toMatchObject( {
			classes: [ 'has-small-font-size' ],
			style: 'line-height:1.2;padding-top:1rem',
		} );
	} );

	it( 'ignores supports it is not given', () => {
		expect(
			wrapperAttributes(
				{
					textColor: 'white',
					fontSize: 'small',
					style: { spacing: { padding: '1px' } },
				},
				{}
			)
		).toMatchObject( { class: '', style: '' } );
	} );

	it( 'never throws on odd attributes', () => {
		for ( const attributes of [
			null,
			undefined,
			'x',
			[ 1 ],
			{ style: 5 },
		] ) {
			expect(
				wrapperAttributes( attributes, {
					name: 'jetpack/x',
					align: [ 'wide' ],
					color: true,
					spacing: true,
					typography: true,
				} ).class
			).toBe( 'wp-block-jetpack-x' );
		}
	} );
} );
