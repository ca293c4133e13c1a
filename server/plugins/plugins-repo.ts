/**
 * Which plugins are installed and active. Installing records the plugin; activating a plugin
 * that is not installed installs it first, as WordPress does for `status: active`.
 */
import type { Kysely } from 'kysely';
import { connectionDb } from '../connection/tables';
import { cachedRead } from '../db/read-cache';
import type { Database } from '../db/schema';
import { PLUGINS, type PluginDefinition } from './catalogue';

export type PluginState = {
	installed: boolean;
	active: boolean;
	version: string | null;
};

async function installedRows( db: Kysely< Database > ) {
	const rows = await cachedRead( db, [ 'plugins' ], 'plugins', () =>
		connectionDb( db ).selectFrom( 'plugins' ).selectAll().execute()
	);
	return new Map( rows.map( ( row ) => [ row.slug, row ] ) );
}

/**
 * The state of one plugin by slug (what the CRM and email-marketing panels need).
 * @param db
 * @param slug
 */
export async function getPluginState(
	db: Kysely< Database >,
	slug: string
): Promise< PluginState > {
	const plugin = PLUGINS.find( ( p ) => p.slug === slug );
	const row = ( await installedRows( db ) ).get( slug );
	return {
		installed: !! row,
		active: row?.active === 1,
		version: row && plugin ? plugin.version : null,
	};
}

/** Installed plugins keyed by file, with WordPress's header names plus `active`. */
export async function listInstalledPlugins( db: Kysely< Database > ) {
	const rows = await installedRows( db );
	const out: Record< string, unknown > = {};
	for ( const plugin of PLUGINS ) {
		const row = rows.get( plugin.slug );
		if ( row ) {
			out[ plugin.file ] = {
				Name: plugin.name,
				PluginURI: plugin.pluginUri,
				Version: plugin.version,
				Description: plugin.description,
				Author: plugin.author,
				AuthorURI: plugin.authorUri,
				TextDomain: plugin.textDomain,
				active: row.active === 1,
			};
		}
	}
	return out;
}

export async function activeConnectionPlugins( db: Kysely< Database > ) {
	const rows = await installedRows( db );
	return PLUGINS.filter(
		( p ) => p.usesConnection && rows.get( p.slug )?.active === 1
	);
}

/**
 * Installs when needed, then sets the activation when `active` is given.
 * @param db
 * @param plugin
 * @param change
 * @param change.active
 * @param change.source
 */
export async function changePlugin(
	db: Kysely< Database >,
	plugin: PluginDefinition,
	change: { active?: boolean; source?: string }
) {
	const cdb = connectionDb( db );
	const existing = await cdb
		.selectFrom( 'plugins' )
		.selectAll()
		.where( 'slug', '=', plugin.slug )
		.executeTakeFirst();
	const active = change.active ?? existing?.active === 1;
	await cdb
		.insertInto( 'plugins' )
		.values( {
			slug: plugin.slug,
			active: active ? 1 : 0,
			source: change.source ?? '',
			installed_at: new Date().toISOString(),
		} )
		.onConflict( ( oc ) =>
			oc.column( 'slug' ).doUpdateSet( { active: active ? 1 : 0 } )
		)
		.execute();
	return {
		file: plugin.file,
		slug: plugin.slug,
		name: plugin.name,
		version: plugin.version,
		installed: true as const,
		active,
		wasInstalled: !! existing,
	};
}
