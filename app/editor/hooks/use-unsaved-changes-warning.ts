/**
 * Asks the browser to confirm leaving the page while the post has unsaved changes.
 */
import { useRegistry } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { store as postEditorStore } from '../store';

export default function useUnsavedChangesWarning() {
	const registry = useRegistry();
	useEffect( () => {
		function warnIfUnsaved( event: BeforeUnloadEvent ) {
			if ( ! registry.select( postEditorStore ).isDirty() ) {
				return;
			}
			event.preventDefault();
			// Older browsers need a returnValue to show the prompt.
			event.returnValue = '';
		}
		window.addEventListener( 'beforeunload', warnIfUnsaved );
		return () =>
			window.removeEventListener( 'beforeunload', warnIfUnsaved );
	}, [ registry ] );
}
