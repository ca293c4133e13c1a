/**
 * WCAG 2.4.7 / 1.4.11 on published pages: every interactive element of every block shows a
 * focus indicator when reached with the keyboard — an outline (or box-shadow ring) at least 2px
 * wide whose colour has at least 3:1 contrast with the background behind it.
 *
 * A visitor Tabs through a published post holding each block (the contact form with every
 * kind of control and its submit button, the Button block as a link, a Markdown link, a Star
 * Rating and Business Hours, which have nothing to focus) and each focused element is measured
 * in the browser from its computed style.
 */
import { editorSessionForThisFile, signIn } from '../support/e2e';

const session = editorSessionForThisFile();

const option = ( type: string, label: string ) =>
	`<!-- wp:jetpack/field-option-${ type } {"label":"${ label }"} /-->`;

const CONTENT = `<!-- wp:jetpack/rating-star {"rating":3} /-->
<!-- wp:jetpack/business-hours /-->
<!-- wp:jetpack/markdown {"source":"Read [the menu](https://example.com/menu)."} -->
<div class="wp-block-jetpack-markdown"><p>Read <a href="https://example.com/menu">the menu</a>.</p>
</div>
<!-- /wp:jetpack/markdown -->
<!-- wp:jetpack/button {"element":"a","saveInPostContent":true,"text":"Go","url":"https://example.com"} -->
<div class="wp-block-button jetpack-submit-button"><a class="wp-block-button__link" href="https://example.com" role="button">Go</a></div>
<!-- /wp:jetpack/button -->
<!-- wp:jetpack/contact-form -->
<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-email /-->
<!-- wp:jetpack/field-textarea {"label":"Message"} /-->
<!-- wp:jetpack/field-select {"label":"Topic","options":["Sales","Support"]} /-->
<!-- wp:jetpack/field-radio {"label":"Size"} -->
<div class="wp-block-jetpack-field-radio">${ option( 'radio', 'Small' ) }${ option(
	'radio',
	'Large'
) }</div>
<!-- /wp:jetpack/field-radio -->
<!-- wp:jetpack/field-checkbox-multiple {"label":"Extras"} -->
<div class="wp-block-jetpack-field-checkbox-multiple">${ option(
	'checkbox',
	'Bread'
) }${ option( 'checkbox', 'Jam' ) }</div>
<!-- /wp:jetpack/field-checkbox-multiple -->
<!-- wp:jetpack/field-checkbox {"label":"Call me back"} /-->
<!-- wp:jetpack/field-consent {"consentType":"explicit"} /-->
<!-- wp:jetpack/button {"element":"button","text":"Contact Us"} /--></div>
<!-- /wp:jetpack/contact-form -->`;

type Measured = {
	element: string;
	kind: 'outline' | 'box-shadow' | 'none';
	width: number;
	contrast: number;
	color: string;
	behind: string;
};

/**
 * Runs in the page: the focused element's indicator, and the colour behind it (the first
 * opaque background among its ancestors, the page's canvas being white).
 */
function measureFocused(): Measured | null {
	const element = document.body.ownerDocument
		.activeElement as HTMLElement | null;
	if ( ! element || ! element.closest( '.entry-content' ) ) {
		return null;
	}
	type Rgba = [ number, number, number, number ];
	const parse = ( value: string ): Rgba | null => {
		const match = /rgba?\(([^)]+)\)/.exec( value );
		if ( ! match ) {
			return null;
		}
		const parts = match[ 1 ]
			.split( /[\s,/]+/ )
			.filter( Boolean )
			.map( Number );
		return [ parts[ 0 ], parts[ 1 ], parts[ 2 ], parts[ 3 ] ?? 1 ];
	};
	const over = ( top: Rgba, bottom: Rgba ): Rgba => [
		top[ 0 ] * top[ 3 ] + bottom[ 0 ] * ( 1 - top[ 3 ] ),
		top[ 1 ] * top[ 3 ] + bottom[ 1 ] * ( 1 - top[ 3 ] ),
		top[ 2 ] * top[ 3 ] + bottom[ 2 ] * ( 1 - top[ 3 ] ),
		1,
	];
	const luminance = ( [ r, g, b ]: Rgba ) => {
		const channel = ( value: number ) => {
			const c = value / 255;
			return c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
		};
		return (
			0.2126 * channel( r ) +
			0.7152 * channel( g ) +
			0.0722 * channel( b )
		);
	};
	// What is painted behind the ring: the ancestors' backgrounds, nearest on top.
	const layers: Rgba[] = [];
	for ( let node = element.parentElement; node; node = node.parentElement ) {
		const background = parse( getComputedStyle( node ).backgroundColor );
		if ( background && background[ 3 ] > 0 ) {
			layers.push( background );
			if ( background[ 3 ] === 1 ) {
				break;
			}
		}
	}
	const behind = layers
		.reverse()
		.reduce< Rgba >(
			( bottom, top ) => over( top, bottom ),
			[ 255, 255, 255, 1 ]
		);
	const style = getComputedStyle( element );
	let kind: Measured[ 'kind' ] = 'none';
	let width = 0;
	let color: Rgba | null = null;
	if ( style.outlineStyle !== 'none' && parseFloat( style.outlineWidth ) ) {
		kind = 'outline';
		width = parseFloat( style.outlineWidth );
		color = parse( style.outlineColor );
	} else if ( style.boxShadow !== 'none' ) {
		// "rgb(…) 0px 0px 0px 3px": the ring is the spread of a shadow without offset or blur.
		const ring = /(rgba?\([^)]+\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(
			style.boxShadow
		);
		if ( ring ) {
			kind = 'box-shadow';
			width = parseFloat( ring[ 2 ] );
			color = parse( ring[ 1 ] );
		}
	}
	const ringColor = color ? over( color, behind ) : behind;
	const [ light, dark ] = [
		luminance( ringColor ),
		luminance( behind ),
	].sort( ( a, b ) => b - a );
	const name =
		element.tagName.toLowerCase() +
		( element.getAttribute( 'type' )
			? `[type=${ element.getAttribute( 'type' ) }]`
			: '' ) +
		( element.className
			? `.${ element.className.split( ' ' )[ 0 ] }`
			: '' ) +
		` "${ (
			element.textContent ||
			element.getAttribute( 'name' ) ||
			''
		).trim() }"`;
	return {
		element: name,
		kind,
		width,
		contrast:
			Math.round( ( ( light + 0.05 ) / ( dark + 0.05 ) ) * 100 ) / 100,
		color: `rgb(${ ringColor.slice( 0, 3 ).map( Math.round ).join( ', ' ) })`,
		behind: `rgb(${ behind.slice( 0, 3 ).map( Math.round ).join( ', ' ) })`,
	};
}

describe( 'focus indicators on published pages', () => {
	it( 'are at least 2px wide with 3:1 contrast on every interactive element of every block', async () => {
		const { site, page } = session;
		await signIn( page, site, site.admin.user, site.admin.password );
		const link = await page.evaluate( async ( content ) => {
			const nonce = await (
				await fetch( '/wp-admin/admin-ajax.php?action=rest-nonce' )
			).text();
			const response = await fetch( '/wp-json/wp/v2/posts', {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'X-WP-Nonce': nonce,
				},
				body: JSON.stringify( {
					title: 'Every block',
					status: 'publish',
					content,
				} ),
			} );
			return ( ( await response.json() ) as { link: string } ).link;
		}, CONTENT );

		// A visitor, with the keyboard.
		const context = await session.browser.newContext();
		const visitor = await context.newPage();
		await visitor.goto( link );
		const measured: Measured[] = [];
		for ( let step = 0; step < 60; step++ ) {
			await visitor.keyboard.press( 'Tab' );
			const focused = await visitor.evaluate( measureFocused );
			if ( focused ) {
				measured.push( focused );
			} else if ( measured.length ) {
				break; // Past the post's content.
			}
		}
		await context.close();

		// Everything a visitor can reach in these blocks was reached.
		expect( measured.map( ( item ) => item.element ) ).toEqual( [
			'a "the menu"',
			'a.wp-block-button__link "Go"',
			expect.stringMatching(
				/^input\[type=text\]\.jetpack-field__input/
			),
			expect.stringMatching(
				/^input\[type=email\]\.jetpack-field__input/
			),
			expect.stringMatching( /^textarea\.jetpack-field__input/ ),
			expect.stringMatching( /^select\.jetpack-field__select/ ),
			expect.stringMatching( /^input\[type=radio\]/ ),
			expect.stringMatching( /^input\[type=checkbox\]/ ),
			expect.stringMatching( /^input\[type=checkbox\]/ ),
			expect.stringMatching(
				/^input\[type=checkbox\]\.jetpack-field__checkbox/
			),
			expect.stringMatching(
				/^input\[type=checkbox\]\.jetpack-field__checkbox/
			),
			'button[type=submit].wp-block-button__link "Contact Us"',
		] );
		const failing = measured.filter(
			( item ) =>
				item.kind === 'none' || item.width < 2 || item.contrast < 3
		);
		expect( failing ).toEqual( [] );
	} );
} );
