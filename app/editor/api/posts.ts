/**
 * The two REST calls the editor makes: load a post for editing, and create or update it.
 */
import apiFetch from '@wordpress/api-fetch';
import type { PostRecord } from '../store/types';

const restBases = { post: 'posts', page: 'pages' } as const;

export type PostType = keyof typeof restBases;

export type PostPayload = { title: string; content: string; status: string };

function collectionPath( postType: PostType ) {
	return `/wp/v2/${ restBases[ postType ] ?? 'posts' }`;
}

export function fetchPostForEditing( postType: PostType, id: number ) {
	return apiFetch< PostRecord >( {
		path: `${ collectionPath( postType ) }/${ id }?context=edit`,
	} );
}

/**
 * POSTs to the collection when the post does not exist yet, to the item otherwise.
 */
export function writePost(
	postType: PostType,
	id: number | null,
	data: PostPayload
) {
	const path = id
		? `${ collectionPath( postType ) }/${ id }`
		: collectionPath( postType );
	return apiFetch< PostRecord >( { path, method: 'POST', data } );
}

/**
 * The message to show for a refused request: the server's own when it sent one.
 */
export function errorMessage( error: unknown ): string {
	if ( error && typeof error === 'object' && 'message' in error ) {
		const { message } = error as { message: unknown };
		if ( typeof message === 'string' && message ) {
			return message;
		}
	}
	return '';
}
