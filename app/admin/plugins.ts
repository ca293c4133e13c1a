/**
 * The companion plugins the admin screen offers; their state comes from `GET plugins` through
 * api-client's `pluginState` (the one the form's panels use too).
 */
import { __ } from '@wordpress/i18n';

export type CompanionPlugin = {
	slug: string;
	title: string;
	description: string;
};

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
