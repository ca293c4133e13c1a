/**
 * The block's padding and margin (block supports `spacing`, stored in `attributes.style.spacing`)
 * as an inline CSS declaration list for the server renderer. Attributes come straight from the
 * post, so every value is checked: preset references (`var:preset|spacing|50`) and plain CSS
 * lengths or math functions pass; anything that could close the declaration or load a resource
 * is dropped.
 */
const SIDES = [ 'top', 'right', 'bottom', 'left' ] as const;
const PROPERTIES = [ 'padding', 'margin' ] as const;

function cssValue( raw: unknown ): string | null {
	if ( typeof raw === 'number' && Number.isFinite( raw ) ) {
		return `${ raw }px`;
	}
	if ( typeof raw !== 'string' ) {
		return null;
	}
	const value = raw.trim();
	const preset = /^var:preset\|spacing\|([a-z0-9-]+)$/i.exec( value );
	if ( preset ) {
		return `var(--wp--preset--spacing--${ preset[ 1 ].toLowerCase() })`;
	}
	if (
		value.length > 0 &&
		value.length <= 200 &&
		/^[a-z0-9.%+\-*/(), ]+$/i.test( value ) &&
		! /url|expression|image|element/i.test( value )
	) {
		return value;
	}
	return null;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * `padding-top:1rem;margin-bottom:var(--wp--preset--spacing--40)` or '' when nothing is set.
 * @param styleAttribute
 */
export function spacingStyle( styleAttribute: unknown ): string {
	const spacing = isRecord( styleAttribute )
		? styleAttribute.spacing
		: undefined;
	if ( ! isRecord( spacing ) ) {
		return '';
	}
	const declarations: string[] = [];
	for ( const property of PROPERTIES ) {
		const box = spacing[ property ];
		if ( isRecord( box ) ) {
			for ( const side of SIDES ) {
				const value = cssValue( box[ side ] );
				if ( value !== null ) {
					declarations.push( `${ property }-${ side }:${ value }` );
				}
			}
		} else {
			const value = cssValue( box );
			if ( value !== null ) {
				declarations.push( `${ property }:${ value }` );
			}
		}
	}
	return declarations.join( ';' );
}
