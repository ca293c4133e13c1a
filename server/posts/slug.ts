/**
 * Post slugs: made from the title as WordPress's sanitize_title does (lower case, accents
 * removed, anything else becomes a hyphen), then made unique within the post type.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Slugs that would shadow the site's own URLs. */
const RESERVED = new Set( [
	'wp-admin',
	'wp-json',
	'wp-content',
	'wp-includes',
	'build',
	'feed',
	'embed',
	'page',
] );

export function sanitizeSlug( text: string ): string {
	return text
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.replace( /<[^>]*>/g, '' )
		.replace( /&[a-z0-9#]+;/gi, '' )
		.toLowerCase()
		.replace( /['’"]/g, '' )
		.replace( /[^\p{L}\p{N}]+/gu, '-' )
		.replace( /^-+|-+$/g, '' )
		.slice( 0, 190 )
		.replace( /-+$/, '' );
}

/**
 * `base`, or `base-2`, `base-3`… — the first one no other post of the type uses.
 * @param db
 * @param type
 * @param base
 * @param excludeId
 */
export async function uniqueSlug(
	db: Kysely< Database >,
	type: string,
	base: string,
	excludeId: number | null
): Promise< string > {
	const prefix = `${ base }-`;
	const rows = await db
		.selectFrom( 'posts' )
		.select( [ 'slug', 'id' ] )
		.where( 'type', '=', type )
		.where( ( eb ) =>
			eb.or( [
				eb( 'slug', '=', base ),
				eb(
					sql< string >`substr(slug, 1, ${ [ ...prefix ].length })`,
					'=',
					prefix
				),
			] )
		)
		.execute();
	const taken = new Set(
		rows
			.filter( ( row ) => row.id !== excludeId )
			.map( ( row ) => row.slug )
	);
	if (
		! taken.has( base ) &&
		! RESERVED.has( base ) &&
		! /^\d+$/.test( base )
	) {
		return base;
	}
	for ( let suffix = 2; ; suffix++ ) {
		const candidate = `${ base }-${ suffix }`;
		if ( ! taken.has( candidate ) ) {
			return candidate;
		}
	}
}
