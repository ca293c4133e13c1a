/**
 * The plugins the site can install (its plugin directory): slug, main file and headers.
 */
export type PluginDefinition = {
	slug: string;
	/** Main file relative to the plugins folder, as WordPress names a plugin. */
	file: string;
	name: string;
	version: string;
	description: string;
	author: string;
	authorUri: string;
	pluginUri: string;
	textDomain: string;
	/** Uses the site's cloud connection (listed by connection/plugins while active). */
	usesConnection: boolean;
};

export const PLUGINS: PluginDefinition[] = [
	{
		slug: 'zero-bs-crm',
		file: 'zero-bs-crm/ZeroBSCRM.php',
		name: 'Jetpack CRM',
		version: '6.4.1',
		description:
			'A customer relationship manager that keeps contacts, leads and form entries.',
		author: 'Automattic',
		authorUri: 'https://jetpackcrm.com',
		pluginUri: 'https://jetpackcrm.com',
		textDomain: 'zero-bs-crm',
		usesConnection: false,
	},
	{
		slug: 'creative-mail-by-constant-contact',
		file: 'creative-mail-by-constant-contact/creative-mail-plugin.php',
		name: 'Creative Mail by Constant Contact',
		version: '1.6.9',
		description:
			'Email marketing that turns form entries into newsletter contacts.',
		author: 'Constant Contact',
		authorUri: 'https://www.constantcontact.com',
		pluginUri:
			'https://wordpress.org/plugins/creative-mail-by-constant-contact/',
		textDomain: 'creative-mail-by-constant-contact',
		usesConnection: false,
	},
	{
		slug: 'akismet',
		file: 'akismet/akismet.php',
		name: 'Akismet Anti-spam: Spam Protection',
		version: '5.3.5',
		description:
			'Checks comments and form submissions against a spam service.',
		author: 'Automattic',
		authorUri: 'https://automattic.com/wordpress-plugins/',
		pluginUri: 'https://akismet.com/',
		textDomain: 'akismet',
		usesConnection: false,
	},
	{
		slug: 'vaultpress',
		file: 'vaultpress/vaultpress.php',
		name: 'VaultPress',
		version: '3.0.0',
		description: 'Real-time backup and security scanning.',
		author: 'Automattic',
		authorUri: 'https://vaultpress.com/',
		pluginUri: 'https://vaultpress.com/',
		textDomain: 'vaultpress',
		usesConnection: true,
	},
];

export const PLUGIN_SLUGS = PLUGINS.map( ( p ) => p.slug );

/**
 * The plugin named by slug (`akismet`) or file, with or without `.php` (`akismet/akismet`).
 * @param name
 */
export function findPlugin( name: string ): PluginDefinition | undefined {
	const file = name.endsWith( '.php' ) ? name : `${ name }.php`;
	return PLUGINS.find( ( p ) => p.slug === name || p.file === file );
}
