/**
 * What the admin routes read from the plugin registry (server/plugins/).
 */
import type { PluginEntry } from '../../../../api-client/types/plugins';
import type { PluginUpdateEntry } from '../../../../api-client/types/admin';
import type { SiteDb } from '../../../db/schema';
import { listInstalledPlugins } from '../../../plugins/plugins-repo';

/**
 * Installed plugins with their update state. The registry installs the directory's current
 * version and records no newer one, so no plugin has an update waiting until it does.
 * @param db
 */
export async function installedPluginUpdates(
	db: SiteDb
): Promise< PluginUpdateEntry[] > {
	const installed = ( await listInstalledPlugins( db ) ) as Record<
		string,
		PluginEntry
	>;
	return Object.entries( installed ).map( ( [ file, plugin ] ) => ( {
		file,
		name: plugin.Name,
		version: plugin.Version,
		active: plugin.active,
		update_available: false,
		new_version: null,
	} ) );
}
