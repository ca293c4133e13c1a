/**
 * The button's alignment as visitors get it: the wrapper carries align<left|center|right> (the
 * block's `align` support), beside its width; other values print nothing.
 */
import renderButton from '../render';
import { renderContext } from '../../../tests/support/render-context';

function wrapper( attributes: Record< string, unknown > ) {
	const holder = document.createElement( 'div' );
	holder.innerHTML = renderButton(
		{ text: 'Go', url: 'https://example.com/go', ...attributes },
		'',
		renderContext()
	);
	return holder.firstElementChild as HTMLElement;
}

describe( 'Button render: alignment', () => {
	it.each( [ 'left', 'center', 'right' ] )(
		'gives the wrapper align%s',
		( align ) => {
			const element = wrapper( { align, width: '12em' } );
			expect( element ).toHaveClass(
				'wp-block-jetpack-button',
				`align${ align }`,
				'has-custom-width'
			);
			expect( element ).toHaveStyle( { width: '12em' } );
		}
	);

	it( 'prints no alignment it does not support', () => {
		for ( const align of [ 'wide', 'full', 'left x', 42 ] ) {
			expect( wrapper( { align } ).className ).not.toMatch( /align/ );
		}
		expect( wrapper( {} ).className ).toBe(
			'wp-block-jetpack-button wp-block-button'
		);
	} );

	it( 'keeps the saved markup of an aligned button saved in the post', () => {
		const saved =
			'<div class="wp-block-button jetpack-submit-button alignright"><a class="wp-block-button__link" href="https://example.com/more" role="button">More</a></div>';
		expect(
			renderButton(
				{
					saveInPostContent: true,
					url: 'https://example.com/more',
					align: 'right',
				},
				saved,
				renderContext()
			)
		).toBe( saved );
	} );
} );

describe( 'Button render: typography', () => {
	const link = ( attributes: Record< string, unknown > ) =>
		wrapper( attributes ).firstElementChild as HTMLElement;

	it( 'gives the link a preset font size class and a custom transform inline, as Jetpack stores them', () => {
		const element = link( {
			fontSize: 'x-small',
			style: { typography: { textTransform: 'uppercase' } },
		} );
		expect( element ).toHaveClass(
			'wp-block-button__link',
			'has-x-small-font-size',
			'has-custom-font-size'
		);
		expect( element.getAttribute( 'style' ) ).toBe(
			'text-transform:uppercase'
		);
	} );

	it( 'prints a custom font size inline and drops values that are not CSS', () => {
		expect(
			link( {
				style: { typography: { fontSize: '18px' } },
			} ).getAttribute( 'style' )
		).toBe( 'font-size:18px' );
		const refused = link( {
			fontSize: 'x" onclick="alert(1)',
			style: {
				typography: {
					fontSize: '1px;background:url(x)',
					textTransform: 'shout',
				},
			},
		} );
		expect( refused.getAttribute( 'style' ) ).toBeNull();
		expect( refused.className ).not.toMatch( /font-size/ );
	} );
} );

describe( 'Button render: border', () => {
	it( 'gives the link the border Jetpack stores in style.border', () => {
		const element = wrapper( {
			style: {
				border: { color: '#112233', width: '3px', style: 'solid' },
			},
		} ).firstElementChild as HTMLElement;
		expect( element ).toHaveClass( 'has-border-color' );
		expect( element.getAttribute( 'style' ) ).toBe(
			'border-color:#112233;border-width:3px;border-style:solid'
		);
	} );

	it( 'gives the link a palette border colour, each side Jetpack stores, and a preset font family', () => {
		const element = wrapper( {
			borderColor: 'red',
			fontFamily: 'system-serif',
			style: {
				border: {
					width: '2px',
					style: 'dashed',
					bottom: { color: 'var:preset|color|blue', width: '4px' },
				},
			},
		} ).firstElementChild as HTMLElement;
		expect( element ).toHaveClass(
			'wp-block-button__link',
			'has-border-color',
			'has-red-border-color',
			'has-system-serif-font-family'
		);
		expect( element.getAttribute( 'style' ) ).toBe(
			'border-width:2px;border-style:dashed;border-bottom-color:var(--wp--preset--color--blue);border-bottom-width:4px'
		);
	} );
} );
