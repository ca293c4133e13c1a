/**
 * The site's Mapbox access token, kept as an option (Jetpack keeps it as `mapbox_api_key`).
 * Absent by default: maps work without it (MapLibre and OpenStreetMap-based tiles).
 */
import type { SiteDb } from '../db/schema';
import { getOptions, setOptions } from '../settings/options';

const OPTION = 'mapbox_api_key';

export async function getMapboxToken( db: SiteDb ): Promise< string | null > {
	const value = ( await getOptions( db, [ OPTION ] ) )[ OPTION ];
	return typeof value === 'string' && value ? value : null;
}

export async function setMapboxToken(
	db: SiteDb,
	token: string | null
): Promise< void > {
	await setOptions( db, { [ OPTION ]: token ?? '' } );
}
