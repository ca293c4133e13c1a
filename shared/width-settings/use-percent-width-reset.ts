/**
 * Clears a percentage width when the block changes to a left or right alignment (spec 002 §5):
 * a floated block's percentage would be of whatever it floats in. Called from the block's edit
 * component, which is mounted whatever the sidebar shows; the clearing joins the alignment
 * change instead of making an undo step of its own.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { alignChangeClearsWidth } from './rules';

export function usePercentWidthReset(
	align: string | undefined,
	width: string | undefined,
	clearWidth: () => void
) {
	const previous = useRef( align );
	const { __unstableMarkNextChangeAsNotPersistent: markNotPersistent } =
		useDispatch( blockEditorStore ) as {
			__unstableMarkNextChangeAsNotPersistent: () => void;
		};
	useEffect( () => {
		if ( alignChangeClearsWidth( width, previous.current, align ) ) {
			markNotPersistent();
			clearWidth();
		}
		previous.current = align;
		// Only a change of alignment clears: the width the author types next stays.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ align ] );
}
