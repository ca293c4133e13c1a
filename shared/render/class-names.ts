/**
 * Class names of a block's wrapper, as WordPress prints them on the server: the generated
 * `wp-block-…` class, the alignment class and the author's own `className` (every token as
 * written; escaping on output is what keeps it inside the attribute).
 */

/**
 * `wp-block-jetpack-markdown` for `jetpack/markdown`; core blocks drop their namespace.
 * @param blockName
 */
export function blockClassName( blockName: string ): string {
	return `wp-block-${ blockName.replace( /^core\//, '' ).replace( /\//g, '-' ) }`;
}

/**
 * `align<value>` when the value is one of the alignments the block supports, else null.
 * @param value
 * @param allowed the block's `supports.align` list
 */
export function alignClassName(
	value: unknown,
	allowed: readonly string[]
): string | null {
	return typeof value === 'string' && allowed.includes( value )
		? `align${ value }`
		: null;
}

/**
 * The tokens of a block's `className` attribute.
 * @param value
 */
export function customClassNames( value: unknown ): string[] {
	return typeof value === 'string'
		? value.split( /\s+/ ).filter( Boolean )
		: [];
}
