/**
 * The arguments of the posts and pages routes, and how create/update arguments become
 * changes (with kses filtering for users without unfiltered_html).
 */
import { can } from '../../auth/users';
import { parseRestDate } from '../../dates';
import { filterInline, filterPostContent } from '../../posts/kses';
import type { PostChanges } from '../../posts/posts-repo';
import { EDITABLE_STATUSES } from '../../posts/post-types';
import { getSettings } from '../../settings/settings';
import type { ArgSchema } from '../schema';
import type { RestRequest } from '../types';
import {
	contextArg,
	pageArg,
	perPageArg,
	rawText,
	rawTextArg,
	searchArg,
} from './common-args';

export const LIST_STATUSES = [ ...EDITABLE_STATUSES, 'trash', 'any' ];

export const listArgs: Record< string, ArgSchema > = {
	context: contextArg,
	page: pageArg,
	per_page: perPageArg,
	search: searchArg,
	status: {
		type: 'array',
		items: { type: 'string', enum: LIST_STATUSES },
		default: [ 'publish' ],
		description: 'Limit result set to posts assigned one or more statuses.',
	},
	author: {
		type: 'array',
		items: { type: 'integer' },
		description: 'Limit result set to posts assigned to specific authors.',
	},
	include: {
		type: 'array',
		items: { type: 'integer' },
		description: 'Limit result set to specific IDs.',
	},
	slug: {
		type: 'array',
		items: { type: 'string' },
		description:
			'Limit result set to posts with one or more specific slugs.',
	},
	orderby: {
		type: 'string',
		enum: [ 'date', 'id', 'title', 'modified', 'slug' ],
		default: 'date',
		description: 'Sort collection by post attribute.',
	},
	order: {
		type: 'string',
		enum: [ 'asc', 'desc' ],
		default: 'desc',
		description: 'Order sort attribute ascending or descending.',
	},
};

const dateArg: ArgSchema = {
	type: [ 'string', 'null' ],
	format: 'date-time',
	description: "The date the post was published, in the site's timezone.",
};

export const writeArgs: Record< string, ArgSchema > = {
	title: rawTextArg( 'The title for the post.' ),
	content: rawTextArg( 'The content for the post.' ),
	excerpt: rawTextArg( 'The excerpt for the post.' ),
	status: {
		type: 'string',
		enum: [ ...EDITABLE_STATUSES ],
		description: 'A named status for the post.',
	},
	slug: {
		type: 'string',
		maxLength: 200,
		description:
			'An alphanumeric identifier for the post unique to its type.',
	},
	author: {
		type: 'integer',
		description: 'The ID for the author of the post.',
	},
	date: dateArg,
	date_gmt: {
		...dateArg,
		description: 'The date the post was published, as GMT.',
	},
	meta: { type: 'object', description: 'Meta fields.' },
};

export async function changesFrom(
	request: RestRequest
): Promise< PostChanges > {
	const { params } = request;
	// Users without unfiltered_html get their markup filtered, as WordPress's kses on save.
	const trusted = can( request.viewer, 'unfiltered_html' );
	const filter = (
		value: string | undefined,
		filterFn: ( text: string ) => string
	) => ( value === undefined || trusted ? value : filterFn( value ) );
	const changes: PostChanges = {
		title: filter( rawText( params.title ), filterInline ),
		content: filter( rawText( params.content ), filterPostContent ),
		excerpt: filter( rawText( params.excerpt ), filterInline ),
		status: params.status as string | undefined,
		slug: params.slug as string | undefined,
		authorId: params.author as number | undefined,
	};
	if ( typeof params.date_gmt === 'string' ) {
		changes.dateGmt = parseRestDate( params.date_gmt, null );
	} else if ( typeof params.date === 'string' ) {
		const settings = await getSettings(
			request.site.db,
			request.site.serverUrl()
		);
		changes.dateGmt = parseRestDate(
			params.date,
			settings.timezone_string
		);
	}
	return changes;
}
