/**
 * `jetpack/v4/jetpack_crm`: GET answers the CRM fields the form editor's CRM panel reads
 * (`crm_installed`, `crm_active`, `crm_version`, `jp_form_ext_enabled`,
 * `can_activate_extension`); POST `{ extension: 'jetpackforms' }` enables the forms extension
 * (administrators only) and answers `{ code: 'success' }`.
 */
import { can } from '../../auth/users';
import { forbidden, RestError } from '../../rest/errors';
import type { RestRegistry } from '../../rest/registry';
import { editorsOnly } from '../../rest/shared-checks';
import {
	crmExtensionEnabled,
	readCrmPlugin,
	setCrmExtension,
} from './crm-state';

export function registerCrmRoute( registry: RestRegistry ): void {
	registry.register( {
		namespace: 'jetpack/v4',
		path: '/jetpack_crm',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: editorsOnly,
				handler: async ( { site, viewer } ) => {
					const plugin = await readCrmPlugin( site.db );
					return {
						crm_installed: plugin.installed,
						crm_active: plugin.active,
						crm_version: plugin.version,
						jp_form_ext_enabled: await crmExtensionEnabled(
							site.db
						),
						can_activate_extension: can( viewer, 'manage_options' ),
					};
				},
			},
			{
				methods: [ 'POST' ],
				args: {
					extension: {
						type: 'string',
						required: true,
						enum: [ 'jetpackforms' ],
					},
				},
				permission: ( { viewer } ) =>
					can( viewer, 'manage_options' )
						? true
						: forbidden(
								viewer,
								'rest_forbidden',
								'Only site administrators can enable the CRM forms extension.'
							),
				handler: async ( { site } ) => {
					const plugin = await readCrmPlugin( site.db );
					if ( ! plugin.active ) {
						throw new RestError(
							'jetpack_crm_inactive',
							'The CRM plugin is not active.',
							400
						);
					}
					await setCrmExtension( site.db, true );
					return { code: 'success' };
				},
			},
		],
	} );
}
