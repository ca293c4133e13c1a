/**
 * Measures the keyboard focus indicator of the element that has focus on a published page: an
 * outline or a box-shadow ring at least 2px wide, and its contrast with the colour painted
 * behind it (the first opaque background among the ancestors; the page is white). A two-tone
 * ring (an outline with a band of box-shadow inside it) counts by its better part. Runs in the
 * page (`page.evaluate( measureFocused )`): it imports nothing.
 *
 * Where the indicator is drawn: on the element; on its label, for a control that is hidden from
 * sight and drawn by its label (the rating's radios are its stars); or on an ancestor (up to
 * three levels up) that shows it only while focus is inside (a map's frame around its canvas),
 * which is checked by moving focus away and back.
 *
 * Images behind a ring are not measured: rings drawn over images are the two-tone ring of
 * shared/style/_focus.scss, one of whose parts has at least 4.5:1 against any colour.
 */
export type Measured = {
	/** e.g. `button[type=submit].wp-block-button__link "Contact Us"`. */
	element: string;
	/** Which element in the page (index in document order): the same for date input segments. */
	index: number;
	/** Where the indicator is drawn. */
	drawnOn: 'element' | 'label' | 'ancestor';
	/** False when what shows the focus is not on screen (clipped to 1px, display none …). */
	visible: boolean;
	kind: 'outline' | 'box-shadow' | 'none';
	width: number;
	contrast: number;
	color: string;
	behind: string;
};

export function measureFocused(): Measured | null {
	const focused = document.body.ownerDocument
		.activeElement as HTMLElement | null;
	if ( ! focused || ! focused.closest( '.entry-content' ) ) {
		return null;
	}
	type Rgba = [ number, number, number, number ];
	type Part = { kind: 'outline' | 'box-shadow'; width: number; color: Rgba };
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
	const contrast = ( a: Rgba, b: Rgba ) => {
		const [ light, dark ] = [ luminance( a ), luminance( b ) ].sort(
			( x, y ) => y - x
		);
		return Math.round( ( ( light + 0.05 ) / ( dark + 0.05 ) ) * 100 ) / 100;
	};
	const partsOf = ( element: Element ): Part[] => {
		const style = getComputedStyle( element );
		const parts: Part[] = [];
		const outlineColor = parse( style.outlineColor );
		if (
			style.outlineStyle !== 'none' &&
			parseFloat( style.outlineWidth ) &&
			outlineColor
		) {
			parts.push( {
				kind: 'outline',
				width: parseFloat( style.outlineWidth ),
				color: outlineColor,
			} );
		}
		// "rgb(…) 0px 0px 0px 3px": a ring is the spread of a shadow without offset or blur.
		for ( const ring of style.boxShadow.matchAll(
			/(rgba?\([^)]+\))\s+0px\s+0px\s+0px\s+([\d.]+)px(?!\s*inset)/g
		) ) {
			parts.push( {
				kind: 'box-shadow',
				width: parseFloat( ring[ 2 ] ),
				color: parse( ring[ 1 ] )!,
			} );
		}
		return parts;
	};
	const behindOf = ( element: Element ): Rgba => {
		const layers: Rgba[] = [];
		for (
			let node = element.parentElement;
			node;
			node = node.parentElement
		) {
			const background = parse(
				getComputedStyle( node ).backgroundColor
			);
			if ( background && background[ 3 ] > 0 ) {
				layers.push( background );
				if ( background[ 3 ] === 1 ) {
					break;
				}
			}
		}
		return layers
			.reverse()
			.reduce< Rgba >(
				( bottom, top ) => over( top, bottom ),
				[ 255, 255, 255, 1 ]
			);
	};
	const isVisible = ( element: Element ) => {
		const box = element.getBoundingClientRect();
		if (
			box.width <= 1 ||
			box.height <= 1 ||
			! element.checkVisibility( {
				opacityProperty: true,
				visibilityProperty: true,
			} )
		) {
			return false;
		}
		for (
			let node: Element | null = element;
			node;
			node = node.parentElement
		) {
			const style = getComputedStyle( node );
			if ( style.clipPath !== 'none' || style.clip !== 'auto' ) {
				return false;
			}
		}
		return true;
	};

	let drawnOn: Element = focused;
	let where: Measured[ 'drawnOn' ] = 'element';
	let parts = partsOf( focused );
	const labels = ( focused as HTMLInputElement ).labels;
	if ( ! isVisible( focused ) && labels?.length ) {
		drawnOn = labels[ 0 ];
		where = 'label';
		parts = partsOf( drawnOn );
	}
	if ( ! parts.length ) {
		let ancestor = focused.parentElement;
		for ( let level = 0; ancestor && level < 3; level++ ) {
			const withFocus = partsOf( ancestor );
			if ( withFocus.length ) {
				focused.blur();
				const without = partsOf( ancestor );
				focused.focus();
				if ( ! without.length ) {
					drawnOn = ancestor;
					where = 'ancestor';
					parts = withFocus;
				}
				break;
			}
			ancestor = ancestor.parentElement;
		}
	}

	const behind = behindOf( drawnOn );
	const measuredParts = parts
		.map( ( part ) => {
			const color = over( part.color, behind );
			return { ...part, color, contrast: contrast( color, behind ) };
		} )
		.sort(
			( a, b ) =>
				Number( b.width >= 2 ) - Number( a.width >= 2 ) ||
				b.contrast - a.contrast
		);
	const best = measuredParts[ 0 ];
	const rgb = ( color: Rgba ) =>
		`rgb(${ color.slice( 0, 3 ).map( Math.round ).join( ', ' ) })`;
	const type = focused.getAttribute( 'type' );
	const className =
		typeof focused.className === 'string' ? focused.className : '';
	const text = (
		focused.getAttribute( 'aria-label' ) ||
		focused.textContent?.trim() ||
		focused.querySelector( 'img' )?.alt ||
		focused.getAttribute( 'name' ) ||
		''
	)
		.replace( /\s+/g, ' ' )
		.trim();
	return {
		element:
			focused.tagName.toLowerCase() +
			( type ? `[type=${ type }]` : '' ) +
			( className ? `.${ className.split( ' ' )[ 0 ] }` : '' ) +
			` "${ text }"`,
		index: Array.prototype.indexOf.call(
			document.getElementsByTagName( '*' ),
			focused
		),
		drawnOn: where,
		visible: isVisible( drawnOn ),
		kind: best?.kind ?? 'none',
		width: best?.width ?? 0,
		contrast: best?.contrast ?? 1,
		color: best ? rgb( best.color ) : 'none',
		behind: rgb( behind ),
	};
}

/** The measurements that fail: nothing to see, thinner than 2px, or under 3:1. */
export function failing( measured: Measured[] ) {
	return measured.filter(
		( item ) =>
			! item.visible ||
			item.kind === 'none' ||
			item.width < 2 ||
			item.contrast < 3
	);
}
