/**
 * Keeps the browser tab's title in step with the post being edited.
 */
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export default function useDocumentTitle( title: string, isNew: boolean ) {
	useEffect( () => {
		const trimmed = title.trim();
		let label: string;
		if ( trimmed ) {
			/* translators: %s: the post's title. */
			label = sprintf( __( 'Edit “%s”', 'jetpack' ), trimmed );
		} else {
			label = isNew
				? __( 'Add New Post', 'jetpack' )
				: __( 'Edit Post', 'jetpack' );
		}
		document.title = label;
	}, [ title, isNew ] );
}
