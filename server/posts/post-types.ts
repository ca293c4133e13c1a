/**
 * The post types the site knows, with WordPress's capability names for each.
 */
export type PostTypeName = 'post' | 'page' | 'jetpack_form';

export type PostTypeCaps = {
	edit_posts: string;
	edit_others_posts: string;
	edit_published_posts: string;
	edit_private_posts: string;
	publish_posts: string;
	delete_posts: string;
	delete_others_posts: string;
	delete_published_posts: string;
	delete_private_posts: string;
	read_private_posts: string;
};

export type PostType = {
	name: PostTypeName;
	restBase: string;
	label: string;
	singular: string;
	caps: PostTypeCaps;
	/**
	 * Whether visitors may read published posts of the type (site pages, REST without
	 * `edit_posts`). Synced forms (`jetpack_form`) are not public: as in Jetpack, reading them
	 * needs `edit_posts`; visitors only get them rendered inside the posts that reference them.
	 */
	public: boolean;
};

function capsFor( plural: 'posts' | 'pages' ): PostTypeCaps {
	const names = Object.keys( {
		edit_posts: 1,
		edit_others_posts: 1,
		edit_published_posts: 1,
		edit_private_posts: 1,
		publish_posts: 1,
		delete_posts: 1,
		delete_others_posts: 1,
		delete_published_posts: 1,
		delete_private_posts: 1,
		read_private_posts: 1,
	} ) as Array< keyof PostTypeCaps >;
	return Object.fromEntries(
		names.map( ( cap ) => [ cap, cap.replace( 'posts', plural ) ] )
	) as PostTypeCaps;
}

export const POST_TYPES: Record< PostTypeName, PostType > = {
	post: {
		name: 'post',
		restBase: 'posts',
		label: 'Posts',
		singular: 'Post',
		caps: capsFor( 'posts' ),
		public: true,
	},
	page: {
		name: 'page',
		restBase: 'pages',
		label: 'Pages',
		singular: 'Page',
		caps: capsFor( 'pages' ),
		public: true,
	},
	// Jetpack's synced forms (`<!-- wp:jetpack/contact-form {"ref":N} /-->`), at the REST base
	// Jetpack registers (`wp/v2/jetpack-forms`), with the posts capabilities.
	jetpack_form: {
		name: 'jetpack_form',
		restBase: 'jetpack-forms',
		label: 'Forms',
		singular: 'Form',
		caps: capsFor( 'posts' ),
		public: false,
	},
};

export function postTypeOf( name: string ): PostType | null {
	return Object.hasOwn( POST_TYPES, name )
		? POST_TYPES[ name as PostTypeName ]
		: null;
}

/** Statuses a REST client may set (WordPress's public, non-internal statuses we support). */
export const EDITABLE_STATUSES = [
	'publish',
	'draft',
	'pending',
	'private',
] as const;
export type EditableStatus = ( typeof EDITABLE_STATUSES )[ number ];
export type PostStatus = EditableStatus | 'trash';
