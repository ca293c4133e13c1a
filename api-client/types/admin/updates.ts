/**
 * GET updates/plugins: the installed plugins and how many have an update waiting.
 */
export type PluginUpdateEntry = {
	/** Plugin file, e.g. `akismet/akismet.php`. */
	file: string;
	name: string;
	/** Installed version. */
	version: string;
	active: boolean;
	update_available: boolean;
	/** The version waiting, or null. */
	new_version: string | null;
};

export type PluginUpdates = {
	code: 'success' | 'updates-available';
	message: string;
	/** Plugins with an update waiting. */
	count: number;
	plugins: PluginUpdateEntry[];
};
