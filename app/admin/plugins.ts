/**
 * The companion plugins the admin screen offers, and their state read from `GET plugins`
 * (installed plugins keyed by file, e.g. `zero-bs-crm/ZeroBSCRM.php`).
 */
import { __ } from '@wordpress/i18n';
import type { PluginList } from '../../api-client';

export type CompanionPlugin = {
	slug: string;
	title: string;
	description: string;
};

export type PluginState = 'not-installed' | 'inactive' | 'active';

export const COMPANION_PLUGINS: CompanionPlugin[] = [
	{
		slug: 'zero-bs-crm',
		title: __( 'Jetpack CRM', 'jetpack' ),
		description: __(
			'Keep contacts, leads and form entries in a customer relationship manager.',
			'jetpack'
		),
	},
	{
		slug: 'creative-mail-by-constant-contact',
		title: __( 'Creative Mail (email marketing)', 'jetpack' ),
		description: __(
			'Turn form entries into newsletter contacts and send email campaigns.',
			'jetpack'
		),
	},
	{
		slug: 'akismet',
		title: __( 'Akismet', 'jetpack' ),
		description: __(
			'Check comments and form submissions for spam.',
			'jetpack'
		),
	},
	{
		slug: 'vaultpress',
		title: __( 'VaultPress', 'jetpack' ),
		description: __(
			'Real-time backups and security scanning.',
			'jetpack'
		),
	},
];

/**
 * Not installed, installed but inactive, or active (spec §4: decided from the plugin list).
 * @param plugins `GET plugins`
 * @param slug    the plugin's directory
 */
export function pluginState( plugins: PluginList, slug: string ): PluginState {
	const entry = Object.entries( plugins ).find(
		( [ file ] ) => file.split( '/' )[ 0 ] === slug
	);
	if ( ! entry ) {
		return 'not-installed';
	}
	return entry[ 1 ].active ? 'active' : 'inactive';
}
