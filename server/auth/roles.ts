/**
 * WordPress's roles and the primitive capabilities each grants, limited to what the suite uses.
 * Meta capabilities that depend on a post (edit_post, delete_post, read_post) are mapped in
 * server/posts/post-permissions.ts, as WordPress's map_meta_cap does.
 */
export type Role =
	'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';

export const ROLES: Role[] = [
	'administrator',
	'editor',
	'author',
	'contributor',
	'subscriber',
];

export const ROLE_NAMES: Record< Role, string > = {
	administrator: 'Administrator',
	editor: 'Editor',
	author: 'Author',
	contributor: 'Contributor',
	subscriber: 'Subscriber',
};

const subscriber = [ 'read' ];
const contributor = [ ...subscriber, 'edit_posts', 'delete_posts' ];
const author = [
	...contributor,
	'upload_files',
	'edit_published_posts',
	'publish_posts',
	'delete_published_posts',
];
const editor = [
	...author,
	'moderate_comments',
	'manage_categories',
	'unfiltered_html',
	'edit_others_posts',
	'delete_others_posts',
	'edit_private_posts',
	'delete_private_posts',
	'read_private_posts',
	'edit_pages',
	'edit_others_pages',
	'edit_published_pages',
	'edit_private_pages',
	'publish_pages',
	'delete_pages',
	'delete_others_pages',
	'delete_published_pages',
	'delete_private_pages',
	'read_private_pages',
];
const administrator = [
	...editor,
	'manage_options',
	'list_users',
	'create_users',
	'edit_users',
	'delete_users',
	'promote_users',
	'install_plugins',
	'activate_plugins',
	'update_plugins',
	'delete_plugins',
	'edit_plugins',
	'switch_themes',
	'edit_theme_options',
	'edit_dashboard',
	'export',
	'import',
];

const CAPABILITIES: Record< Role, ReadonlySet< string > > = {
	administrator: new Set( administrator ),
	editor: new Set( editor ),
	author: new Set( author ),
	contributor: new Set( contributor ),
	subscriber: new Set( subscriber ),
};

export function isRole( value: string ): value is Role {
	return ( ROLES as string[] ).includes( value );
}

export function roleHasCap( role: string, capability: string ): boolean {
	return isRole( role ) && CAPABILITIES[ role ].has( capability );
}

/**
 * `{ capability: true, …, role: true }` as WordPress puts it in `users/me?context=edit`.
 * @param role
 */
export function capabilityMap( role: string ): Record< string, boolean > {
	if ( ! isRole( role ) ) {
		return {};
	}
	const map: Record< string, boolean > = {};
	for ( const cap of CAPABILITIES[ role ] ) {
		map[ cap ] = true;
	}
	map[ role ] = true;
	return map;
}
