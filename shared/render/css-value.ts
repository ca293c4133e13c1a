/**
 * Checks for values written into inline styles from block attributes, which come straight
 * from the post: a value passes only when it cannot close its declaration, open another, or
 * load a resource.
 */

/** CSS functions that load a resource or run script (old IE's `expression`). */
export const LOADS_OR_RUNS =
	/\b(?:url|src|image|image-set|cross-fade|element|expression)\s*\(/i;

/** Plain object attributes (`style`, `style.spacing`, …); anything else reads as empty. */
export function recordOf( value: unknown ): Record< string, unknown > {
	return typeof value === 'object' &&
		value !== null &&
		! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: {};
}

/**
 * A CSS length or math expression (`12px`, `1.5rem`, `calc(1rem + 2%)`, `clamp(…)`), a
 * finite number as pixels, or null.
 * @param raw
 */
export function cssValue( raw: unknown ): string | null {
	if ( typeof raw === 'number' && Number.isFinite( raw ) ) {
		return `${ raw }px`;
	}
	if ( typeof raw !== 'string' ) {
		return null;
	}
	const value = raw.trim();
	return value.length > 0 &&
		value.length <= 200 &&
		/^[a-z0-9.%+\-*/(), ]+$/i.test( value ) &&
		! LOADS_OR_RUNS.test( value )
		? value
		: null;
}

/**
 * `var(--wp--preset--<kind>--<slug>)` for a preset reference `var:preset|<kind>|<slug>`, else
 * null.
 * @param raw
 * @param kind e.g. `spacing`, `font-size`
 */
export function presetReference( raw: unknown, kind: string ): string | null {
	if ( typeof raw !== 'string' ) {
		return null;
	}
	const match = /^var:preset\|([a-z-]+)\|([a-z0-9-]+)$/i.exec( raw.trim() );
	return match && match[ 1 ].toLowerCase() === kind
		? `var(--wp--preset--${ kind }--${ match[ 2 ].toLowerCase() })`
		: null;
}
