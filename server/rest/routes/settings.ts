/**
 * `wp/v2/settings`: read and update the site settings (manage_options). An update is all or
 * nothing: every value is validated first, then all are written in one transaction.
 */
import { can } from '../../auth/users';
import {
	getSettings,
	SETTING_ALIASES,
	SETTINGS_SCHEMA,
	updateSettings,
	type SettingName,
	type SiteSettings,
} from '../../settings/settings';
import { forbidden } from '../errors';
import type { RestRegistry } from '../registry';
import type { ArgSchema } from '../schema';
import type { RestRequest } from '../types';

function withAliases( settings: SiteSettings ) {
	const out: Record< string, unknown > = { ...settings };
	for ( const [ alias, name ] of Object.entries( SETTING_ALIASES ) ) {
		out[ alias ] = settings[ name ];
	}
	return out;
}

const args: Record< string, ArgSchema > = { ...SETTINGS_SCHEMA };
for ( const [ alias, name ] of Object.entries( SETTING_ALIASES ) ) {
	args[ alias ] = {
		...SETTINGS_SCHEMA[ name ],
		description: `Alias of ${ name }.`,
	};
}

const permission = ( { viewer }: RestRequest ) =>
	can( viewer, 'manage_options' ) ? true : forbidden( viewer );

export function registerSettingsRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wp/v2',
		path: '/settings',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission,
				handler: async ( { site } ) =>
					withAliases(
						await getSettings( site.db, site.serverUrl() )
					),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args,
				permission,
				async handler( { site, params } ) {
					const changes: Partial< Record< SettingName, unknown > > =
						{};
					for ( const [ alias, name ] of Object.entries(
						SETTING_ALIASES
					) ) {
						if ( params[ alias ] !== undefined ) {
							changes[ name ] = params[ alias ];
						}
					}
					for ( const name of Object.keys(
						SETTINGS_SCHEMA
					) as SettingName[] ) {
						if ( params[ name ] !== undefined ) {
							changes[ name ] = params[ name ];
						}
					}
					await updateSettings(
						site.db,
						changes as Partial< SiteSettings >
					);
					return withAliases(
						await getSettings( site.db, site.serverUrl() )
					);
				},
			},
		],
		schema: {
			$schema: 'http://json-schema.org/draft-04/schema#',
			title: 'settings',
			type: 'object',
			properties: SETTINGS_SCHEMA,
		},
	} );
}
