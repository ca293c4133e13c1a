/**
 * Colours from block attributes, as WordPress prints them: a palette entry by its slug becomes
 * a class (`has-<slug>-color`, `has-<slug>-background-color`, `has-<slug>-gradient-background`,
 * with `has-text-color` / `has-background`), a custom value an inline style. Custom values pass
 * only when they are plainly a colour or a gradient, so they cannot break out of the style.
 */
import { LOADS_OR_RUNS } from './css-value';

const SLUG = /^[a-z0-9-]{1,60}$/;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgb|hsl)a?\([0-9a-z\s.,%/+-]{1,60}\)$/i;
const NAMED = /^[a-z]{3,30}$/i;
const CUSTOM_PROPERTY = /^var\(\s*--[a-z0-9_-]{1,80}\s*\)$/i;
const GRADIENT =
	/^(linear|radial|conic)-gradient\([#0-9a-z\s.,%()-]{1,400}\)$/i;

/**
 * A palette slug (`vivid-red`), or null.
 * @param value
 */
export function presetSlug( value: unknown ): string | null {
	return typeof value === 'string' && SLUG.test( value ) ? value : null;
}

/**
 * A CSS colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla(), a named colour or a
 * custom property reference), trimmed, or null.
 * @param value
 */
export function safeColor( value: unknown ): string | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const color = value.trim();
	return [ HEX, FUNCTIONAL, NAMED, CUSTOM_PROPERTY ].some( ( pattern ) =>
		pattern.test( color )
	)
		? color
		: null;
}

/**
 * A linear, radial or conic CSS gradient, trimmed, or null.
 * @param value
 */
export function safeGradient( value: unknown ): string | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const gradient = value.trim();
	return GRADIENT.test( gradient ) && ! LOADS_OR_RUNS.test( gradient )
		? gradient
		: null;
}

/** A block's colour choices, wherever its attributes keep them (raw, unchecked). */
export type ColorChoices = {
	text?: unknown;
	customText?: unknown;
	background?: unknown;
	customBackground?: unknown;
	gradient?: unknown;
	customGradient?: unknown;
};

export type ClassesAndStyles = { classes: string[]; styles: string[] };

/**
 * The classes and `property:value` declarations for a block's colours. A slug wins over the
 * custom value of the same kind; a gradient (which paints the background) wins over a custom
 * background colour.
 * @param choices
 */
export function colorClassesAndStyles(
	choices: ColorChoices
): ClassesAndStyles {
	const out: ClassesAndStyles = { classes: [], styles: [] };
	const text = presetSlug( choices.text );
	const customText = safeColor( choices.customText );
	if ( text || customText ) {
		out.classes.push( 'has-text-color' );
		if ( text ) {
			out.classes.push( `has-${ text }-color` );
		} else {
			out.styles.push( `color:${ customText }` );
		}
	}
	const background = presetSlug( choices.background );
	const gradient = presetSlug( choices.gradient );
	const customBackground = safeColor( choices.customBackground );
	const customGradient = safeGradient( choices.customGradient );
	if ( background || gradient || customBackground || customGradient ) {
		out.classes.push( 'has-background' );
	}
	if ( background ) {
		out.classes.push( `has-${ background }-background-color` );
	} else if ( customBackground && ! gradient && ! customGradient ) {
		out.styles.push( `background-color:${ customBackground }` );
	}
	if ( gradient ) {
		out.classes.push( `has-${ gradient }-gradient-background` );
	} else if ( customGradient ) {
		out.styles.push( `background:${ customGradient }` );
	}
	return out;
}
