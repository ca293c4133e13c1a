/**
 * The map's styles (block.json `styles`): the active one is the first `is-style-<name>` class
 * naming a known style, else the default — the same rule Jetpack's save applies, so that an
 * unknown style class saves `data-map-style="default"`.
 */
export const MAP_STYLE_NAMES = [
	'default',
	'black_and_white',
	'satellite',
	'terrain',
] as const;

export type MapStyleName = ( typeof MAP_STYLE_NAMES )[ number ];

export function activeMapStyle( className?: string ): MapStyleName {
	for ( const token of ( className ?? '' ).split( /\s+/ ) ) {
		const name = token.startsWith( 'is-style-' ) ? token.slice( 9 ) : '';
		const known = MAP_STYLE_NAMES.find( ( style ) => style === name );
		if ( known ) {
			return known;
		}
	}
	return 'default';
}
