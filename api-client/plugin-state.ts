/**
 * What the plugin list (`GET plugins`, keyed by plugin file) says of one plugin: not installed,
 * installed but inactive, or active (spec §4). The admin screen and the form's panels decide it
 * the same way.
 */
import type { PluginList } from './types/plugins';

export type PluginState = 'not-installed' | 'inactive' | 'active';

/**
 * @param plugins the plugin list (entries need only `active`)
 * @param slug    the plugin's directory, e.g. `zero-bs-crm`
 */
export function pluginState(
	plugins: Record<
		string,
		Pick< PluginList[ string ], 'active' > | undefined
	>,
	slug: string
): PluginState {
	const file = Object.keys( plugins ).find(
		( key ) => key.split( '/' )[ 0 ] === slug
	);
	if ( ! file ) {
		return 'not-installed';
	}
	return plugins[ file ]?.active ? 'active' : 'inactive';
}
