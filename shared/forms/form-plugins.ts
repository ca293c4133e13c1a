/**
 * The plugins the form panels offer (the CRM, the email-marketing plugin), read from and
 * installed through the provider's plugin routes (spec §7): `GET jetpack/v4/plugins` lists the
 * installed plugins keyed by their file (`slug/file.php`) with an `active` flag, and
 * `POST jetpack/v4/plugins` `{ slug, status: 'active' }` installs the plugin when missing and
 * activates it.
 */
import apiFetch from '@wordpress/api-fetch';

export const CRM_PLUGIN_SLUG = 'zero-bs-crm';
export const EMAIL_MARKETING_PLUGIN_SLUG = 'creative-mail-by-constant-contact';

export type PluginState = 'not-installed' | 'installed' | 'active';

export type PluginList = Record< string, { active?: boolean } | undefined >;

/**
 * The state of the plugin `slug` in the list: found by its folder (`slug/…`).
 * @param plugins the plugin list
 * @param slug    the plugin's directory name
 */
export function pluginState( plugins: PluginList, slug: string ): PluginState {
	const key = Object.keys( plugins ).find(
		( file ) => file === slug || file.startsWith( `${ slug }/` )
	);
	if ( ! key ) {
		return 'not-installed';
	}
	return plugins[ key ]?.active ? 'active' : 'installed';
}

export function fetchPlugins(): Promise< PluginList > {
	return apiFetch< PluginList >( { path: '/jetpack/v4/plugins' } );
}

/** Installs (when missing) and activates the plugin. Rejects with the server's error. */
export function installAndActivatePlugin( slug: string ): Promise< unknown > {
	return apiFetch( {
		path: '/jetpack/v4/plugins',
		method: 'POST',
		data: { slug, status: 'active' },
	} );
}

/** The text of an error thrown by apiFetch (a REST error body, an Error, or anything). */
export function errorText( error: unknown ): string {
	if ( typeof error === 'string' ) {
		return error;
	}
	if ( error && typeof error === 'object' ) {
		const { message, code } = error as {
			message?: unknown;
			code?: unknown;
		};
		if ( typeof message === 'string' && message ) {
			return message;
		}
		if ( typeof code === 'string' ) {
			return code;
		}
	}
	return String( error );
}
