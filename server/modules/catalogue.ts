/**
 * The modules the suite offers, with their options (each a schema with a default). Option names
 * are unique across modules, so the flat settings view can hold them all. Modules whose settings
 * have routes of their own (search, waf, wordads) only carry their activation here.
 */
import { ROLES } from '../auth/roles';
import type { ArgSchema } from '../rest/schema';

export type OptionSchema = ArgSchema & {
	type: 'boolean' | 'string' | 'integer' | 'array';
	default: unknown;
	description: string;
};

export type ModuleDefinition = {
	slug: string;
	name: string;
	description: string;
	requiresConnection: boolean;
	requiresUserConnection: boolean;
	tags: string[];
	feature: string[];
	/** Active on a new site. */
	defaultActive: boolean;
	options: Record< string, OptionSchema >;
};

const bool = ( value: boolean, description: string ): OptionSchema => ( {
	type: 'boolean',
	default: value,
	description,
} );

const roles = ( value: string[], description: string ): OptionSchema => ( {
	type: 'array',
	items: { type: 'string', enum: ROLES },
	uniqueItems: true,
	default: value,
	description,
} );

const define = (
	slug: string,
	name: string,
	description: string,
	extra: Partial< ModuleDefinition > = {}
): ModuleDefinition => ( {
	slug,
	name,
	description,
	requiresConnection: true,
	requiresUserConnection: false,
	tags: [],
	feature: [],
	defaultActive: false,
	options: {},
	...extra,
} );

export const MODULES: ModuleDefinition[] = [
	define(
		'stats',
		'Jetpack Stats',
		'Collect visitor statistics for every post and page.',
		{
			tags: [ 'Site Stats', 'Recommended' ],
			feature: [ 'Engagement' ],
			options: {
				admin_bar: bool(
					true,
					'Show a chart of the last 48 hours in the admin bar.'
				),
				roles: roles(
					[ 'administrator' ],
					'Roles that may see stats.'
				),
				count_roles: roles( [], 'Roles whose visits are counted.' ),
				do_not_track: bool(
					true,
					"Honour visitors' Do Not Track setting."
				),
			},
		}
	),
	define(
		'protect',
		'Brute force protection',
		'Block suspicious sign-in attempts.',
		{
			tags: [ 'Recommended' ],
			feature: [ 'Security' ],
			options: {
				jetpack_protect_global_whitelist: {
					type: 'array',
					items: {
						type: 'string',
						pattern:
							'^[0-9a-fA-F:.]+(/\\d{1,3})?(-[0-9a-fA-F:.]+)?$',
					},
					default: [],
					description: 'Addresses and ranges that are never blocked.',
				},
			},
		}
	),
	define(
		'contact-form',
		'Forms',
		'Add contact and lead forms to posts and pages.',
		{
			requiresConnection: false,
			tags: [ 'Other' ],
			feature: [ 'Writing' ],
			defaultActive: true,
		}
	),
	define( 'markdown', 'Markdown', 'Write posts and comments in Markdown.', {
		requiresConnection: false,
		tags: [ 'Writing' ],
		feature: [ 'Writing' ],
		options: {
			wpcom_publish_comments_with_markdown: bool(
				false,
				'Allow Markdown in comments.'
			),
		},
	} ),
	define( 'search', 'Search', 'Fast, relevant search results with filters.', {
		tags: [ 'Search' ],
		feature: [ 'Search' ],
	} ),
	define(
		'waf',
		'Firewall',
		'Block malicious requests before they reach the site.',
		{
			requiresConnection: false,
			feature: [ 'Security' ],
		}
	),
	define( 'wordads', 'Ads', 'Earn money by showing ads on the site.', {
		feature: [ 'Traffic' ],
	} ),
	define( 'sharedaddy', 'Sharing buttons', 'Add sharing buttons to posts.', {
		tags: [ 'Social' ],
		feature: [ 'Engagement' ],
		options: {
			sharing_label: {
				type: 'string',
				maxLength: 100,
				default: 'Share this:',
				description: 'Text shown before the buttons.',
			},
			sharing_show: {
				type: 'array',
				items: {
					type: 'string',
					enum: [ 'index', 'post', 'page', 'attachment' ],
				},
				uniqueItems: true,
				default: [ 'post', 'page' ],
				description: 'Where the buttons appear.',
			},
		},
	} ),
	define(
		'related-posts',
		'Related posts',
		'Show related content after posts.',
		{
			tags: [ 'Recommended' ],
			feature: [ 'Engagement' ],
			options: {
				show_headline: bool( true, 'Show a "Related" heading.' ),
				show_thumbnails: bool(
					false,
					'Show a thumbnail for each related post.'
				),
			},
		}
	),
	define(
		'subscriptions',
		'Newsletter',
		'Let visitors subscribe to new posts by email.',
		{
			tags: [ 'Social' ],
			feature: [ 'Engagement' ],
			options: {
				stb_enabled: bool(
					true,
					'Offer subscription to the blog in the comment form.'
				),
				stc_enabled: bool(
					true,
					'Offer subscription to comments in the comment form.'
				),
			},
		}
	),
	define( 'videopress', 'VideoPress', 'Host fast, ad-free video.', {
		feature: [ 'Appearance' ],
		options: {
			videopress_private_enabled_for_site: bool(
				false,
				'Make videos private by default.'
			),
		},
	} ),
	define(
		'monitor',
		'Downtime monitoring',
		'Get an alert when the site goes down.',
		{
			requiresUserConnection: true,
			feature: [ 'Security' ],
			options: {
				monitor_receive_notifications: bool(
					true,
					'Email me when the site is down.'
				),
			},
		}
	),
	define(
		'carousel',
		'Carousel',
		'Show gallery images in a full-screen carousel.',
		{
			requiresConnection: false,
			feature: [ 'Appearance' ],
			options: {
				carousel_background_color: {
					type: 'string',
					enum: [ 'black', 'white' ],
					default: 'black',
					description: 'Background colour.',
				},
				carousel_display_exif: bool( false, 'Show photo metadata.' ),
				carousel_display_comments: bool( true, 'Show comments.' ),
			},
		}
	),
	define(
		'sso',
		'Secure sign-in',
		'Let users sign in with their cloud account.',
		{
			requiresUserConnection: true,
			feature: [ 'Security' ],
			options: {
				jetpack_sso_match_by_email: bool(
					true,
					'Match accounts by email address.'
				),
				jetpack_sso_require_two_step: bool(
					false,
					'Require two-step authentication.'
				),
			},
		}
	),
];

export const MODULES_BY_SLUG = new Map( MODULES.map( ( m ) => [ m.slug, m ] ) );

/** Option name → its module, for the flat settings view. */
export const OPTION_OWNERS = new Map(
	MODULES.flatMap( ( m ) =>
		Object.keys( m.options ).map( ( name ) => [ name, m ] as const )
	)
);
