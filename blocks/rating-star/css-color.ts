/**
 * Accepts a colour value only when it is plainly a CSS colour, so it can be written into a
 * style attribute without escaping surprises: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(),
 * hsl()/hsla() with numeric arguments, a named colour, or a custom property reference
 * such as var(--wp--preset--color--primary). Anything else gives undefined.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL =
	/^(?:rgba?|hsla?)\(\s*[0-9.,%\s/+-]*(?:deg|turn|rad)?[0-9.,%\s/+-]*\)$/i;
const NAMED = /^[a-z]{3,30}$/i;
const CUSTOM_PROPERTY = /^var\(\s*--[a-z0-9_-]+\s*\)$/i;

export function sanitizeCssColor( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const color = value.trim();
	if (
		[ HEX, FUNCTIONAL, NAMED, CUSTOM_PROPERTY ].some( ( pattern ) =>
			pattern.test( color )
		)
	) {
		return color;
	}
	return undefined;
}
