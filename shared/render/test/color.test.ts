import {
	colorClassesAndStyles,
	presetSlug,
	safeColor,
	safeGradient,
} from '../color';

describe( 'safeColor', () => {
	it.each( [
		'#fff',
		'#ffff',
		'#39414D',
		'#39414D80',
		'rgb(10, 20, 30)',
		'rgba(10,20,30,.5)',
		'hsl(120deg 50% 50%)',
		'hsla(120, 50%, 50%, 0.3)',
		'rebeccapurple',
		'var(--wp--preset--color--primary)',
		'var( --custom_colour )',
	] )( 'accepts %j', ( color ) => {
		expect( safeColor( color ) ).toBe( color );
	} );

	it( 'trims', () => {
		expect( safeColor( ' red ' ) ).toBe( 'red' );
	} );

	it.each( [
		'#12345',
		'#ggg',
		'red;background:url(https://evil.example/x)',
		'"><script>alert(1)</script>',
		'expression(alert(1))',
		'rgb(1,2,3);x:y',
		'url(x)',
		'var(--a);color:red',
		'',
		42,
		null,
	] )( 'refuses %p', ( color ) => {
		expect( safeColor( color ) ).toBeNull();
	} );
} );

describe( 'safeGradient', () => {
	it( 'accepts linear, radial and conic gradients', () => {
		for ( const gradient of [
			'linear-gradient(135deg, rgba(6,147,227,1) 0%, rgb(155,81,224) 100%)',
			'radial-gradient(circle, #fff, red)',
			'conic-gradient(red, blue)',
			'linear-gradient(burlywood, red)',
		] ) {
			expect( safeGradient( gradient ) ).toBe( gradient );
		}
	} );

	it( 'refuses anything else', () => {
		for ( const gradient of [
			'url(x)',
			'linear-gradient(red, blue);x:y',
			'linear-gradient(url(x))',
			'linear-gradient(URL (x), red)',
			'linear-gradient(image-set(x), red)',
			'red',
		] ) {
			expect( safeGradient( gradient ) ).toBeNull();
		}
	} );
} );

describe( 'presetSlug', () => {
	it( 'accepts palette slugs only', () => {
		expect( presetSlug( 'vivid-red' ) ).toBe( 'vivid-red' );
		expect( presetSlug( 'Vivid Red' ) ).toBeNull();
		expect( presetSlug( 'a"b' ) ).toBeNull();
	} );
} );

describe( 'colorClassesAndStyles', () => {
	it( 'gives preset classes in WordPress’s order', () => {
		expect(
			colorClassesAndStyles( {
				text: 'white',
				background: 'black',
				gradient: 'cool',
			} )
		).toEqual( {
			classes: [
				'has-text-color',
				'has-white-color',
				'has-background',
				'has-black-background-color',
				'has-cool-gradient-background',
			],
			styles: [],
		} );
	} );

	it( 'gives inline styles for custom values; a slug wins over a custom value', () => {
		expect(
			colorClassesAndStyles( {
				customText: '#111',
				customBackground: '#222',
			} )
		).toEqual( {
			classes: [ 'has-text-color', 'has-background' ],
			styles: [ 'color:#111', 'background-color:#222' ],
		} );
		expect(
			colorClassesAndStyles( { text: 'white', customText: '#111' } )
		).toEqual( {
			classes: [ 'has-text-color', 'has-white-color' ],
			styles: [],
		} );
	} );

	it( 'lets a gradient paint the background over a custom colour', () => {
		expect(
			colorClassesAndStyles( {
				customBackground: '#222',
				customGradient: 'linear-gradient(red, blue)',
			} )
		).toEqual( {
			classes: [ 'has-background' ],
			styles: [ 'background:linear-gradient(red, blue)' ],
		} );
	} );

	it( 'drops hostile values', () => {
		expect(
			colorClassesAndStyles( {
				text: 'x" onclick="y',
				customText: 'red;background:url(x)',
				customGradient: 'url(x)',
			} )
		).toEqual( { classes: [], styles: [] } );
	} );
} );
