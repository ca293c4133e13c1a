/**
 * Once the first save creates the post, replaces post-new.php in the address bar with the
 * post's edit URL, so a reload opens the saved post.
 */
import { useEffect } from '@wordpress/element';

export function editUrlFor( postId: number, currentHref: string ) {
	return new URL( `post.php?post=${ postId }&action=edit`, currentHref ).href;
}

export default function useEditUrl( postId: number | null ) {
	useEffect( () => {
		if ( ! postId ) {
			return;
		}
		const target = editUrlFor( postId, window.location.href );
		if ( target !== window.location.href ) {
			window.history.replaceState( { postId }, '', target );
		}
	}, [ postId ] );
}
