/**
 * The words a post is about, for the related-posts query: its title, excerpt and text (block
 * comments and tags removed), without common words, weighted by where they appear (title most).
 */
import { decodeEntities } from '../../shared/render/entities';

const STOPWORDS = new Set(
	(
		'about above after again against all also and any are because been before being below ' +
		'between both but can could did does doing down during each few for from further had has ' +
		'have having her here hers herself him himself his how into its itself just more most ' +
		'myself nor not now off once only other our ours ourselves out over own same she should ' +
		'some such than that the their theirs them themselves then there these they this those ' +
		'through too under until very was were what when where which while who whom why will ' +
		'with would you your yours yourself yourselves one two get got like make made many much ' +
		'new well way use used using may might must shall http https www com'
	).split( ' ' )
);

/** How many words the query uses at most. */
export const MAX_TERMS = 16;

/** A Related Posts block's own headline says nothing about the post. */
const RELATED_POSTS_BLOCK =
	/<!-- wp:jetpack\/related-posts\b[\s\S]*?(?:\/-->|<!-- \/wp:jetpack\/related-posts -->)/g;

export function plainText( html: string ): string {
	return decodeEntities(
		html
			.replace( RELATED_POSTS_BLOCK, ' ' )
			.replace( /<!--[\s\S]*?-->/g, ' ' )
			.replace( /<[^>]*>/g, ' ' )
	);
}

function words( text: string ): string[] {
	return text
		.toLowerCase()
		.split( /[^\p{L}\p{N}]+/u )
		.filter(
			( word ) =>
				word.length >= 3 &&
				word.length <= 40 &&
				! /^\d+$/.test( word ) &&
				! STOPWORDS.has( word )
		);
}

export function searchTerms( post: {
	title: string;
	excerpt: string;
	content: string;
} ): string[] {
	const weights = new Map< string, number >();
	const add = ( text: string, weight: number ) => {
		for ( const word of words( text ) ) {
			weights.set( word, ( weights.get( word ) ?? 0 ) + weight );
		}
	};
	add( post.title, 3 );
	add( plainText( post.excerpt ), 2 );
	add( plainText( post.content ), 1 );
	return [ ...weights.entries() ]
		.sort( ( a, b ) => b[ 1 ] - a[ 1 ] || a[ 0 ].localeCompare( b[ 0 ] ) )
		.slice( 0, MAX_TERMS )
		.map( ( [ word ] ) => word );
}

/**
 * An FTS5 query matching any of the words. Each is quoted (the words hold only letters and
 * digits, so no quote can appear in one).
 * @param terms
 */
export function matchAny( terms: readonly string[] ): string {
	return terms.map( ( term ) => `"${ term }"` ).join( ' OR ' );
}
