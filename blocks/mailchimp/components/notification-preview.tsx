/**
 * One of the visitor notices, shown in the editor for PREVIEW_MS after its text is edited, so the
 * author sees how it reads.
 */
import { useEffect, useState } from '@wordpress/element';

export type NoticeKind = 'processing' | 'success' | 'error';

/** How long an edited notice stays shown (spec: 3 seconds). */
export const PREVIEW_MS = 3000;

/** The notice being previewed and a function that starts (or restarts) a preview. */
export function useNoticePreview() {
	// A new object at each edit, so every edit restarts the timer.
	const [ preview, setPreview ] = useState< { kind: NoticeKind } | null >(
		null
	);
	useEffect( () => {
		if ( ! preview ) {
			return;
		}
		const timer = setTimeout( () => setPreview( null ), PREVIEW_MS );
		return () => clearTimeout( timer );
	}, [ preview ] );
	return {
		previewed: preview?.kind ?? null,
		startPreview: ( kind: NoticeKind ) => setPreview( { kind } ),
	};
}

export default function NotificationPreview( {
	kind,
	text,
}: {
	kind: NoticeKind;
	text: string;
} ) {
	return (
		<div
			className={ `wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_${ kind }` }
			role={ kind === 'error' ? 'alert' : 'status' }
		>
			{ text }
		</div>
	);
}
