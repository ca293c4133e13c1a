/**
 * The migration of the saves that kept the style in a `mapStyle` attribute: the style becomes the
 * block's `is-style-<name>` class (replacing an older style class), and `mapStyle` goes away.
 * @param attributes the attributes parsed with the old definition
 */
export function moveMapStyleToClass(
	attributes: Record< string, unknown >
): Record< string, unknown > {
	const { mapStyle, ...rest } = attributes;
	const others = String( attributes.className ?? '' )
		.split( /\s+/ )
		.filter( ( token ) => token && ! token.startsWith( 'is-style-' ) );
	return {
		...rest,
		className: [ ...others, `is-style-${ String( mapStyle ) }` ].join(
			' '
		),
	};
}
