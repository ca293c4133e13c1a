/**
 * `wp/v2/types` and `wp/v2/types/<type>`: post, page and attachment in WordPress's shape.
 * core-data asks for these when the editor starts. `viewable`, `supports` and `labels` are
 * given in every context; `capabilities` only with `context=edit`.
 */
import { can, type Viewer } from '../../auth/users';
import { POST_TYPES, type PostType } from '../../posts/post-types';
import { forbidden, RestError } from '../errors';
import type { RestRegistry } from '../registry';
import { contextArg } from './common-args';

type TypeInfo = {
	slug: string;
	name: string;
	singular: string;
	restBase: string;
	hierarchical: boolean;
	icon: string;
	supports: string[];
	caps: PostType[ 'caps' ] & { upload_files?: string };
};

const TYPES: TypeInfo[] = [
	{
		slug: 'post',
		name: 'Posts',
		singular: 'Post',
		restBase: 'posts',
		hierarchical: false,
		icon: 'dashicons-admin-post',
		supports: [ 'title', 'editor', 'author', 'excerpt' ],
		caps: POST_TYPES.post.caps,
	},
	{
		slug: 'page',
		name: 'Pages',
		singular: 'Page',
		restBase: 'pages',
		hierarchical: true,
		icon: 'dashicons-admin-page',
		supports: [ 'title', 'editor', 'author', 'page-attributes' ],
		caps: POST_TYPES.page.caps,
	},
	{
		slug: 'jetpack_form',
		name: 'Forms',
		singular: 'Form',
		restBase: 'jetpack-forms',
		hierarchical: false,
		icon: 'dashicons-feedback',
		supports: [ 'title', 'editor', 'author' ],
		caps: POST_TYPES.jetpack_form.caps,
	},
	{
		slug: 'attachment',
		name: 'Media',
		singular: 'Media',
		restBase: 'media',
		hierarchical: false,
		icon: 'dashicons-admin-media',
		supports: [ 'title', 'author' ],
		caps: { ...POST_TYPES.post.caps, upload_files: 'upload_files' },
	},
];

function labels( type: TypeInfo ) {
	const lower = type.singular.toLowerCase();
	return {
		name: type.name,
		singular_name: type.singular,
		add_new: 'Add New',
		add_new_item: `Add New ${ type.singular }`,
		edit_item: `Edit ${ type.singular }`,
		new_item: `New ${ type.singular }`,
		view_item: `View ${ type.singular }`,
		view_items: `View ${ type.name }`,
		search_items: `Search ${ type.name }`,
		not_found: `No ${ type.name.toLowerCase() } found.`,
		all_items: `All ${ type.name }`,
		item_published: `${ type.singular } published.`,
		item_updated: `${ type.singular } updated.`,
		item_link: `${ type.singular } Link`,
		item_link_description: `A link to a ${ lower }.`,
		menu_name: type.name,
		name_admin_bar: type.singular,
	};
}

function typeResponse( siteUrl: string, type: TypeInfo, context: string ) {
	const base = siteUrl.replace( /\/+$/, '' );
	return {
		description: '',
		hierarchical: type.hierarchical,
		has_archive: false,
		name: type.name,
		slug: type.slug,
		icon: type.icon,
		taxonomies: [],
		rest_base: type.restBase,
		rest_namespace: 'wp/v2',
		template: [],
		template_lock: false,
		// A synced form is content for other posts, not a page of the site (as Jetpack registers it).
		viewable: type.slug !== 'jetpack_form',
		supports: Object.fromEntries(
			type.supports.map( ( feature ) => [ feature, true ] )
		),
		labels: labels( type ),
		visibility: {
			show_in_nav_menus: type.slug !== 'attachment',
			show_ui: true,
		},
		...( context === 'edit'
			? {
					capabilities: {
						...type.caps,
						read: 'read',
						create_posts: type.caps.edit_posts,
					},
				}
			: {} ),
		_links: {
			collection: [ { href: `${ base }/wp-json/wp/v2/types` } ],
			'wp:items': [
				{ href: `${ base }/wp-json/wp/v2/${ type.restBase }` },
			],
		},
	};
}

function canEditType( viewer: Viewer, type: TypeInfo ) {
	return can( viewer, type.caps.edit_posts );
}

export function registerTypeRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wp/v2',
		path: '/types',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { context: contextArg },
				permission: ( { viewer, params } ) =>
					params.context === 'edit' &&
					! TYPES.some( ( type ) => canEditType( viewer, type ) )
						? forbidden(
								viewer,
								'rest_cannot_view',
								'Sorry, you are not allowed to edit posts in this post type.'
							)
						: true,
				handler( { site, params, viewer } ) {
					const out: Record< string, unknown > = {};
					for ( const type of TYPES ) {
						if (
							params.context === 'edit' &&
							! canEditType( viewer, type )
						) {
							continue;
						}
						out[ type.slug ] = typeResponse(
							site.serverUrl(),
							type,
							params.context as string
						);
					}
					return out;
				},
			},
		],
	} );

	registry.register( {
		namespace: 'wp/v2',
		path: '/types/(?<type>[\\w-]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { type: { type: 'string' }, context: contextArg },
				permission( { viewer, params } ) {
					const type = TYPES.find(
						( candidate ) => candidate.slug === params.type
					);
					if ( ! type ) {
						return new RestError(
							'rest_type_invalid',
							'Invalid post type.',
							404
						);
					}
					return params.context === 'edit' &&
						! canEditType( viewer, type )
						? forbidden(
								viewer,
								'rest_forbidden_context',
								'Sorry, you are not allowed to edit posts in this post type.'
							)
						: true;
				},
				handler( { site, params } ) {
					const type = TYPES.find(
						( candidate ) => candidate.slug === params.type
					)!;
					return typeResponse(
						site.serverUrl(),
						type,
						params.context as string
					);
				},
			},
		],
	} );
}
