/**
 * Building HTML without concatenating unescaped input. `markup` is a tagged template that
 * escapes every interpolated value unless it is already SafeHtml (from `markup`, `raw` or
 * `htmlAttributes`); arrays are joined, and `null`, `undefined` and `false` print nothing.
 * (It is not called `html` on purpose: Prettier re-indents templates with that tag, which would
 * change the whitespace renderers and pages send.)
 */
import { escapeAttribute, escapeHtml } from './escape';

export class SafeHtml {
	constructor( readonly value: string ) {}
	toString() {
		return this.value;
	}
}

/**
 * Marks trusted markup (rendered block content, built-in snippets) as safe to insert.
 * @param trusted HTML that is already safe
 */
export function raw( trusted: string ): SafeHtml {
	return new SafeHtml( trusted );
}

export type Interpolation =
	SafeHtml | string | number | boolean | null | undefined | Interpolation[];

function render( value: Interpolation ): string {
	if ( value === null || value === undefined || value === false ) {
		return '';
	}
	if ( value instanceof SafeHtml ) {
		return value.value;
	}
	if ( Array.isArray( value ) ) {
		return value.map( render ).join( '' );
	}
	return escapeHtml( String( value ) );
}

export function markup(
	strings: TemplateStringsArray,
	...values: Interpolation[]
): SafeHtml {
	let out = strings[ 0 ];
	values.forEach( ( value, index ) => {
		out += render( value ) + strings[ index + 1 ];
	} );
	return new SafeHtml( out );
}

export type AttributeValue = string | number | boolean | null | undefined;

/**
 * ` name="value"` pairs, in order, for the entries that are set: `true` writes a bare boolean
 * attribute; `false`, `null` and `undefined` leave the attribute out. Values are escaped; names
 * are the caller's own constants.
 * @param attributes
 */
export function htmlAttributes(
	attributes: Record< string, AttributeValue >
): SafeHtml {
	return raw(
		Object.entries( attributes )
			.filter(
				( [ , value ] ) =>
					value !== false && value !== null && value !== undefined
			)
			.map( ( [ name, value ] ) =>
				value === true
					? ` ${ name }`
					: ` ${ name }="${ escapeAttribute( value ) }"`
			)
			.join( '' )
	);
}

/**
 * JSON for an inline <script>: `<`, U+2028 and U+2029 escaped so the data cannot end the tag.
 * @param value
 */
export function scriptJson( value: unknown ): SafeHtml {
	return raw(
		JSON.stringify( value )
			.replace( /</g, '\\u003c' )
			.replace( /\u2028/g, '\\u2028' )
			.replace( /\u2029/g, '\\u2029' )
	);
}
