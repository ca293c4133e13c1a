/**
 * The posts the host finds related to the post being edited (`wpcom/v2/related-posts/<id>`),
 * the same list visitors get, fetched once per post (six: the block slices what it shows).
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import type { RelatedPostItem } from '../../../shared/render-context';
import { MAX_POSTS } from '../limits';

export type RelatedPostsState =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; posts: RelatedPostItem[] };

export function useRelatedPosts( postId: number | null ): RelatedPostsState {
	const [ state, setState ] = useState< RelatedPostsState >( {
		status: 'idle',
	} );
	useEffect( () => {
		if ( ! postId ) {
			setState( { status: 'idle' } );
			return;
		}
		let current = true;
		setState( { status: 'loading' } );
		apiFetch< { posts: RelatedPostItem[] } >( {
			path: `/wpcom/v2/related-posts/${ postId }?count=${ MAX_POSTS }`,
		} ).then(
			( response ) => {
				if ( current ) {
					setState( {
						status: 'ready',
						posts: Array.isArray( response?.posts )
							? response.posts
							: [],
					} );
				}
			},
			( error: { message?: string } ) => {
				if ( current ) {
					setState( {
						status: 'error',
						message: error?.message ?? '',
					} );
				}
			}
		);
		return () => {
			current = false;
		};
	}, [ postId ] );
	return state;
}
