/**
 * The plugin registry: what is installed and active.
 */

/** One installed plugin, as WordPress's plugin headers plus `active`. */
export type PluginEntry = {
	Name: string;
	PluginURI: string;
	Version: string;
	Description: string;
	Author: string;
	AuthorURI: string;
	TextDomain: string;
	active: boolean;
};

/** GET plugins: installed plugins keyed by plugin file, e.g. `zero-bs-crm/ZeroBSCRM.php`. */
export type PluginList = Record< string, PluginEntry >;

export type InstallPluginRequest = {
	/** Directory slug, e.g. `zero-bs-crm`. */
	slug: string;
	/** `active` installs when needed, then activates. Without it the plugin is only installed. */
	status?: 'active' | 'inactive';
	/** Where the request came from, e.g. `block-editor`. */
	source?: string;
};

export type PluginChange = {
	/** Plugin file, e.g. `zero-bs-crm/ZeroBSCRM.php`. */
	file: string;
	slug: string;
	name: string;
	version: string;
	installed: true;
	active: boolean;
};

export type PluginChangeResponse = {
	code: 'success';
	message: string;
	plugin: PluginChange;
};
