/**
 * `wp/v2/plugins`: the installed plugins in WordPress's shape (`activate_plugins`) and installing
 * one from the site's plugin directory by slug (`install_plugins`, plus `activate_plugins` unless
 * it stays inactive). core-data's `canUser( 'create', 'plugins' )` asks `OPTIONS /wp/v2/plugins`
 * and reads `POST` in its `Allow` header: who may install plugins.
 */
import { can } from '../../auth/users';
import { PLUGINS, PLUGIN_SLUGS, findPlugin } from '../../plugins/catalogue';
import {
	changePlugin,
	getPluginState,
	listInstalledPlugins,
} from '../../plugins/plugins-repo';
import type { PluginDefinition } from '../../plugins/catalogue';
import { forbidden, RestError } from '../errors';
import type { RestRegistry } from '../registry';
import { RestResponse } from '../types';
import { contextArg, searchArg } from './common-args';

const statuses = [ 'inactive', 'active' ];

function pluginResponse(
	siteUrl: string,
	plugin: PluginDefinition,
	active: boolean
) {
	const id = plugin.file.replace( /\.php$/, '' );
	return {
		plugin: id,
		status: active ? 'active' : 'inactive',
		name: plugin.name,
		plugin_uri: plugin.pluginUri,
		author: plugin.author,
		author_uri: plugin.authorUri,
		description: { raw: plugin.description, rendered: plugin.description },
		version: plugin.version,
		network_only: false,
		requires_wp: '',
		requires_php: '',
		textdomain: plugin.textDomain,
		_links: {
			self: [
				{
					href: `${ siteUrl.replace(
						/\/+$/,
						''
					) }/wp-json/wp/v2/plugins/${ id }`,
				},
			],
		},
	};
}

export function registerWpPluginRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wp/v2',
		path: '/plugins',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					context: contextArg,
					search: searchArg,
					status: {
						type: 'array',
						items: { type: 'string', enum: statuses },
						description:
							'Limits results to plugins with the given status.',
					},
				},
				permission: ( { viewer } ) =>
					can( viewer, 'activate_plugins' )
						? true
						: forbidden(
								viewer,
								'rest_cannot_view_plugins',
								'Sorry, you are not allowed to manage plugins for this site.'
							),
				async handler( { site, params } ) {
					const installed = ( await listInstalledPlugins(
						site.db
					) ) as Record< string, { active: boolean } >;
					const search = (
						params.search as string | undefined
					 )?.toLowerCase();
					const wanted = params.status as string[] | undefined;
					return PLUGINS.filter(
						( plugin ) => installed[ plugin.file ]
					)
						.map( ( plugin ) =>
							pluginResponse(
								site.serverUrl(),
								plugin,
								installed[ plugin.file ].active
							)
						)
						.filter(
							( item ) =>
								( ! wanted ||
									wanted.includes( item.status ) ) &&
								( ! search ||
									`${ item.name } ${ item.description.raw }`
										.toLowerCase()
										.includes( search ) )
						);
				},
			},
			{
				methods: [ 'POST' ],
				args: {
					slug: {
						type: 'string',
						required: true,
						enum: PLUGIN_SLUGS,
						description: 'WordPress.org plugin directory slug.',
					},
					status: {
						type: 'string',
						enum: statuses,
						default: 'inactive',
						description: 'The plugin activation status.',
					},
				},
				// As WordPress: activating needs activate_plugins too, and a request that does
				// not say `inactive` (an OPTIONS probe) is taken as one that activates.
				permission( { viewer, params } ) {
					if ( ! can( viewer, 'install_plugins' ) ) {
						return forbidden(
							viewer,
							'rest_cannot_install_plugin',
							'Sorry, you are not allowed to install plugins on this site.'
						);
					}
					if (
						params.status !== 'inactive' &&
						! can( viewer, 'activate_plugins' )
					) {
						return forbidden(
							viewer,
							'rest_cannot_activate_plugin',
							'Sorry, you are not allowed to activate plugins.'
						);
					}
					return true;
				},
				async handler( { site, params } ) {
					const plugin = findPlugin( String( params.slug ) )!;
					if (
						( await getPluginState( site.db, plugin.slug ) )
							.installed
					) {
						throw new RestError(
							'folder_exists',
							'Destination folder already exists.',
							500
						);
					}
					const { active } = await changePlugin( site.db, plugin, {
						active: params.status === 'active',
					} );
					return new RestResponse(
						pluginResponse( site.serverUrl(), plugin, active ),
						201
					);
				},
			},
		],
	} );
}
