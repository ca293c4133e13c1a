/**
 * The CRM integration's state: the CRM plugin (installed / active / version, from the plugin
 * registry in server/plugins/, plugin `zero-bs-crm`) and whether its forms extension is
 * enabled (the `jetpack_crm_forms_extension` option).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getPluginState } from '../../plugins/plugins-repo';
import { getOptions, setOptions } from '../../settings/options';

export type CrmPluginState = {
	installed: boolean;
	active: boolean;
	version: string;
};

export const CRM_PLUGIN_SLUG = 'zero-bs-crm';
export const CRM_EXTENSION_OPTION = 'jetpack_crm_forms_extension';

export async function readCrmPlugin(
	db: Kysely< Database >
): Promise< CrmPluginState > {
	const state = await getPluginState( db, CRM_PLUGIN_SLUG );
	return {
		installed: state.installed,
		active: state.installed && state.active,
		version: state.version ?? '',
	};
}

export async function crmExtensionEnabled(
	db: Kysely< Database >
): Promise< boolean > {
	return (
		( await getOptions( db, [ CRM_EXTENSION_OPTION ] ) )[
			CRM_EXTENSION_OPTION
		] === true
	);
}

export async function setCrmExtension(
	db: Kysely< Database >,
	enabled: boolean
): Promise< void > {
	await setOptions( db, { [ CRM_EXTENSION_OPTION ]: enabled } );
}

/**
 * Whether responses of a form become CRM contacts: plugin active, extension enabled, and the
 * form's `jetpackCRM` on (its default).
 * @param db
 * @param attributes the form's attributes
 */
export async function storesCrmContacts(
	db: Kysely< Database >,
	attributes: Record< string, unknown >
): Promise< boolean > {
	if ( attributes.jetpackCRM === false ) {
		return false;
	}
	const plugin = await readCrmPlugin( db );
	return plugin.active && ( await crmExtensionEnabled( db ) );
}
