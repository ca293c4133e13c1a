/**
 * Related posts, computed from the site's own published posts: the current post's key words
 * (search-terms.ts) are matched against the FTS5 index of titles, contents and excerpts
 * (migration 0006), ranked by bm25 with the title counting most. The post itself is never
 * among them. Used by the site pages (for a Related Posts block) and the editor's preview route.
 */
import { format } from '@wordpress/date';
import { sql } from 'kysely';
import type { RelatedPostItem } from '../../shared/render-context';
import { decodeEntities } from '../../shared/render/entities';
import { isSafeUrl } from '../../shared/url/policy';
import type { PostRow, SiteDb } from '../db/schema';
import { localField } from '../dates';
import { postLink } from '../posts/post-response';
import type { SiteSettings } from '../settings/settings';
import { matchAny, searchTerms } from './search-terms';

export const MAX_RELATED_POSTS = 6;

/** bm25 weights of the indexed columns: title, content, excerpt. */
const TITLE_WEIGHT = 5.0;
const CONTENT_WEIGHT = 1.0;
const EXCERPT_WEIGHT = 2.0;

type Ranked = { id: number; score: number };

/**
 * Ids of the published posts most related to `post`, best first.
 * @param db
 * @param post
 * @param limit
 */
export async function relatedPostIds(
	db: SiteDb,
	post: Pick< PostRow, 'id' | 'title' | 'excerpt' | 'content' >,
	limit = MAX_RELATED_POSTS
): Promise< number[] > {
	const terms = searchTerms( post );
	if ( terms.length === 0 || limit < 1 ) {
		return [];
	}
	const { rows } = await sql< Ranked >`
		SELECT rowid AS id,
			bm25( posts_search, ${ TITLE_WEIGHT }, ${ CONTENT_WEIGHT }, ${ EXCERPT_WEIGHT } ) AS score
		FROM posts_search
		WHERE posts_search MATCH ${ matchAny( terms ) } AND rowid != ${ post.id }
		ORDER BY score, rowid DESC
		LIMIT ${ Math.min( limit, MAX_RELATED_POSTS ) }
	`.execute( db );
	return rows.map( ( row ) => Number( row.id ) );
}

function firstImage( content: string ): RelatedPostItem[ 'img' ] {
	const tag = /<img\b[^>]*>/i.exec( content )?.[ 0 ];
	if ( ! tag ) {
		return null;
	}
	const attribute = ( name: string ) => {
		const match = new RegExp(
			`\\s${ name }\\s*=\\s*(?:"([^"]*)"|'([^']*)')`,
			'i'
		).exec( tag );
		return decodeEntities( match?.[ 1 ] ?? match?.[ 2 ] ?? '' );
	};
	const src = attribute( 'src' );
	return src && isSafeUrl( src, 'image' )
		? { src, alt: attribute( 'alt' ) }
		: null;
}

export function relatedPostItem(
	settings: SiteSettings,
	post: PostRow
): RelatedPostItem {
	return {
		id: post.id,
		url: postLink( settings, post ),
		title: post.title || '(no title)',
		date: format(
			settings.date_format || 'F j, Y',
			localField( post.date_gmt, settings.timezone_string )
		),
		context: 'Similar post',
		img: firstImage( post.content ),
	};
}

/**
 * The related posts of `post` as the block shows them, best first.
 * @param db
 * @param settings
 * @param post
 * @param limit
 */
export async function relatedPosts(
	db: SiteDb,
	settings: SiteSettings,
	post: Pick< PostRow, 'id' | 'title' | 'excerpt' | 'content' >,
	limit = MAX_RELATED_POSTS
): Promise< RelatedPostItem[] > {
	const ids = await relatedPostIds( db, post, limit );
	if ( ids.length === 0 ) {
		return [];
	}
	const rows = await db
		.selectFrom( 'posts' )
		.selectAll()
		.where( 'id', 'in', ids )
		.where( 'status', '=', 'publish' )
		.where( 'type', '=', 'post' )
		.execute();
	const byId = new Map( rows.map( ( row ) => [ row.id, row ] ) );
	return ids
		.map( ( id ) => byId.get( id ) )
		.filter( ( row ): row is PostRow => row !== undefined )
		.map( ( row ) => relatedPostItem( settings, row ) );
}

/** Whether saved content holds a Related Posts block (so the page needs the list). */
export function hasRelatedPostsBlock( content: string ): boolean {
	return content.includes( '<!-- wp:jetpack/related-posts' );
}

/**
 * The list a site page hands to the renderers: only looked up when the post has the block.
 * @param db
 * @param settings
 * @param post
 */
export async function relatedPostsForPage(
	db: SiteDb,
	settings: SiteSettings,
	post: PostRow
): Promise< RelatedPostItem[] | undefined > {
	return hasRelatedPostsBlock( post.content )
		? relatedPosts( db, settings, post )
		: undefined;
}
