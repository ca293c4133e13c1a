/**
 * The map's tile style when the site sets none: OpenStreetMap data through OpenFreeMap, which
 * needs no token (the host's MAP_STYLE_URL overrides it; server/map/README.md).
 */
export const DEFAULT_MAP_STYLE_URL =
	'https://tiles.openfreemap.org/styles/liberty';
