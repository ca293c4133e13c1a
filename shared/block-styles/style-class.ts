/**
 * Which of a block's styles (block.json `styles`) its class list holds, and the class list with
 * another one — the rule WordPress applies: the first `is-style-<name>` naming a known style is
 * the active one, otherwise the default style (a "Default" is offered when none is marked).
 */
export type BlockStyle = { name: string; label?: string; isDefault?: boolean };

const PREFIX = 'is-style-';

/**
 * The styles offered: the block's, with a "Default" first when none of them is the default.
 * @param styles       the block type's styles
 * @param defaultLabel the label of that added default
 */
export function offeredStyles(
	styles: readonly BlockStyle[] | undefined,
	defaultLabel: string
): BlockStyle[] {
	if ( ! styles?.length ) {
		return [];
	}
	return styles.some( ( style ) => style.isDefault )
		? [ ...styles ]
		: [
				{ name: 'default', label: defaultLabel, isDefault: true },
				...styles,
			];
}

function tokens( className: string | undefined ): string[] {
	return ( className ?? '' ).split( /\s+/ ).filter( Boolean );
}

/**
 * The active style: the first `is-style-<name>` class naming one of `styles`, else the default.
 * @param styles    the styles offered
 * @param className the block's class list
 */
export function activeStyle(
	styles: readonly BlockStyle[],
	className: string | undefined
): BlockStyle | undefined {
	for ( const token of tokens( className ) ) {
		const found = token.startsWith( PREFIX )
			? styles.find( ( style ) => style.name === token.slice( 9 ) )
			: undefined;
		if ( found ) {
			return found;
		}
	}
	return styles.find( ( style ) => style.isDefault );
}

/**
 * The class list with `style` in place of the active one; the author's other classes stay, in
 * their order.
 * @param className the block's class list
 * @param styles    the styles offered
 * @param style     the style to apply
 */
export function classNameWithStyle(
	className: string | undefined,
	styles: readonly BlockStyle[],
	style: BlockStyle
): string {
	const current = activeStyle( styles, className );
	const kept = tokens( className ).filter(
		( token ) =>
			token !== `${ PREFIX }${ current?.name }` &&
			token !== `${ PREFIX }${ style.name }`
	);
	return [ ...kept, `${ PREFIX }${ style.name }` ].join( ' ' );
}
