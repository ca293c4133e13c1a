/**
 * The block library opened by the header's inserter toggle: search, categories, and a click
 * to insert after the selected block (or at the end). Opening it focuses the search box; its own
 * close button, or Escape, closes it.
 */
// The library panel WordPress's own editor shows; block-editor 17.1 has no stable name for it.
// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
import { __experimentalLibrary as Library } from '@wordpress/block-editor';
import { useEffect, useRef } from '@wordpress/element';

export default function InserterPanel( { onClose }: { onClose: () => void } ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const node = ref.current;
		function closeOnEscape( event: KeyboardEvent ) {
			if ( event.key === 'Escape' && ! event.defaultPrevented ) {
				event.preventDefault();
				onClose();
			}
		}
		node?.addEventListener( 'keydown', closeOnEscape );
		return () => node?.removeEventListener( 'keydown', closeOnEscape );
	}, [ onClose ] );

	// Opening the library puts the focus in its search box, as in WordPress's editor. The
	// library focuses its selected tab in an animation frame it asks for when it mounts (before
	// this effect runs), so this frame comes after it.
	useEffect( () => {
		const frame = window.requestAnimationFrame( () => {
			ref.current
				?.querySelector< HTMLInputElement >(
					'.block-editor-inserter__search input'
				)
				?.focus();
		} );
		return () => window.cancelAnimationFrame( frame );
	}, [] );

	return (
		<div ref={ ref } className="block-suite-editor__inserter-panel">
			<Library
				showInserterHelpPanel={ false }
				shouldFocusBlock
				onClose={ onClose }
			/>
		</div>
	);
}
