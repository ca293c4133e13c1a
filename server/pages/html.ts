/**
 * Escaping for server-rendered HTML. `markup` is a tagged template that escapes every
 * interpolated value unless it is already SafeHtml (from `markup` or `raw`), so pages are
 * built without ever concatenating unescaped input. (It is not called `html` on purpose:
 * Prettier would re-indent templates with that tag, changing the whitespace pages send.)
 */
export class SafeHtml {
	constructor( readonly value: string ) {}
	toString() {
		return this.value;
	}
}

const ENTITIES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

export function escapeHtml( value: string ): string {
	return value.replace( /[&<>"']/g, ( char ) => ENTITIES[ char ] );
}

/**
 * Marks trusted markup (rendered block content, built-in snippets) as safe to insert.
 * @param trusted HTML that is already safe
 */
export function raw( trusted: string ): SafeHtml {
	return new SafeHtml( trusted );
}

type Interpolation =
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
