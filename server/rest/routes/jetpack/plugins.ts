/**
 * jetpack/v4 plugin routes: the installed plugins (edit_posts, so editors' panels can read the
 * CRM and email-marketing states), installing by slug (install_plugins; `status: active` also
 * activates, installing first when needed) and activating or deactivating an installed plugin.
 */
import { findPlugin, PLUGIN_SLUGS } from '../../../plugins/catalogue';
import {
	changePlugin,
	getPluginState,
	listInstalledPlugins,
} from '../../../plugins/plugins-repo';
import { can } from '../../../auth/users';
import { forbidden, RestError } from '../../errors';
import type { RestRegistry } from '../../registry';
import { NAMESPACE, requireCap } from './helpers';

const statusArg = { type: 'string' as const, enum: [ 'active', 'inactive' ] };

function describeChange(
	wasInstalled: boolean,
	active: boolean | undefined
): string {
	if ( ! wasInstalled ) {
		return active
			? 'The plugin was installed and activated.'
			: 'The plugin was installed.';
	}
	if ( active === undefined ) {
		return 'The plugin is already installed.';
	}
	return active ? 'The plugin was activated.' : 'The plugin was deactivated.';
}

export function registerPluginRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: NAMESPACE,
		path: '/plugins',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: requireCap( 'edit_posts' ),
				handler: ( { site } ) => listInstalledPlugins( site.db ),
			},
			{
				methods: [ 'POST' ],
				args: {
					slug: {
						type: 'string',
						required: true,
						enum: PLUGIN_SLUGS,
					},
					status: statusArg,
					source: { type: 'string', maxLength: 100 },
				},
				permission: ( { viewer, params } ) =>
					can( viewer, 'install_plugins' ) &&
					( params.status === undefined ||
						can( viewer, 'activate_plugins' ) )
						? true
						: forbidden( viewer ),
				async handler( { site, params } ) {
					const plugin = findPlugin( String( params.slug ) )!;
					const active =
						params.status === undefined
							? undefined
							: params.status === 'active';
					const result = await changePlugin( site.db, plugin, {
						active,
						source: params.source as string | undefined,
					} );
					const { wasInstalled, ...change } = result;
					return {
						code: 'success',
						message: describeChange( wasInstalled, active ),
						plugin: change,
					};
				},
			},
		],
	} );
	registry.register( {
		namespace: NAMESPACE,
		path: '/plugins/(?<plugin>[a-z0-9-]+(?:/[A-Za-z0-9_.-]+)?)',
		endpoints: [
			{
				methods: [ 'POST', 'PUT' ],
				args: {
					plugin: { type: 'string' },
					status: { ...statusArg, required: true },
				},
				permission: requireCap( 'activate_plugins' ),
				async handler( { site, params } ) {
					const plugin = findPlugin( String( params.plugin ) );
					if (
						! plugin ||
						! ( await getPluginState( site.db, plugin.slug ) )
							.installed
					) {
						throw new RestError(
							'rest_plugin_not_found',
							'Plugin not found.',
							404
						);
					}
					const active = params.status === 'active';
					const { wasInstalled, ...change } = await changePlugin(
						site.db,
						plugin,
						{ active }
					);
					return {
						code: 'success',
						message: describeChange( wasInstalled, active ),
						plugin: change,
					};
				},
			},
		],
	} );
}
