/**
 * Notices of the @wordpress/notices store: standard ones above the canvas (save errors stay until
 * dismissed), snackbars in the corner (save confirmations fade away).
 */
import { NoticeList, SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/** How many snackbars may stack before the oldest goes. */
const MAX_SNACKBARS = 3;

function useNotices() {
	const notices = useSelect(
		( select ) => select( noticesStore ).getNotices(),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return { notices, removeNotice };
}

export function EditorNotices() {
	const { notices, removeNotice } = useNotices();
	const standard = notices.filter( ( notice ) => notice.type === 'default' );
	return (
		<NoticeList
			className="block-suite-editor__notices"
			notices={ standard as never }
			onRemove={ ( id: string ) => removeNotice( id ) }
		/>
	);
}

export function EditorSnackbars() {
	const { notices, removeNotice } = useNotices();
	const snackbars = notices
		.filter( ( notice ) => notice.type === 'snackbar' )
		.slice( -MAX_SNACKBARS );
	return (
		<SnackbarList
			className="block-suite-editor__snackbars"
			notices={ snackbars as never }
			onRemove={ ( id: string ) => removeNotice( id ) }
		/>
	);
}
