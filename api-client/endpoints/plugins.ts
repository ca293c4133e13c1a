/**
 * The plugin registry: list installed plugins, install and/or activate one.
 */
import type { ApiRequester } from '../requester';
import type {
	InstallPluginRequest,
	PluginChangeResponse,
	PluginList,
} from '../types/plugins';

export function createPluginEndpoints( api: ApiRequester ) {
	return {
		fetchPlugins: () => api.get< PluginList >( 'plugins' ),

		/** POST plugins `{ slug, status, source }`: installs if needed, activates when `status` is active. */
		installPlugin: ( request: InstallPluginRequest ) =>
			api.post< PluginChangeResponse >( 'plugins', {
				slug: request.slug,
				...( request.status !== undefined && {
					status: request.status,
				} ),
				...( request.source !== undefined && {
					source: request.source,
				} ),
			} ),

		installAndActivatePlugin: ( slug: string, source?: string ) =>
			api.post< PluginChangeResponse >( 'plugins', {
				slug,
				status: 'active',
				...( source !== undefined && { source } ),
			} ),

		/** Activates or deactivates an installed plugin, by slug or file (`akismet/akismet.php`). */
		setPluginStatus: ( plugin: string, status: 'active' | 'inactive' ) =>
			api.post< PluginChangeResponse >(
				`plugins/${ plugin
					.replace( /\.php$/, '' )
					.split( '/' )
					.map( encodeURIComponent )
					.join( '/' ) }`,
				{ status }
			),
	};
}

export type PluginEndpoints = ReturnType< typeof createPluginEndpoints >;
