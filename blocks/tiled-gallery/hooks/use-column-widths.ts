/**
 * Saving column widths (spec 002 §4): a `changed` flag starts true when no widths are stored;
 * widths are written only while it is set (a new gallery, or after images, alignment, columns
 * or layout changed), then it clears — opening a saved gallery never rewrites its widths.
 */
import { useEffect, useRef, useState } from '@wordpress/element';

export function useColumnWidthSaving(
	stored: string[][],
	computed: string[][],
	measured: boolean,
	changeKey: string,
	save: ( widths: string[][] ) => void
) {
	const [ changed, setChanged ] = useState( () => ! stored.length );
	const lastKey = useRef( changeKey );
	useEffect( () => {
		if ( lastKey.current !== changeKey ) {
			lastKey.current = changeKey;
			setChanged( true );
		}
	}, [ changeKey ] );
	useEffect( () => {
		if ( ! changed || ! measured ) {
			return;
		}
		if ( JSON.stringify( computed ) !== JSON.stringify( stored ) ) {
			save( computed );
		}
		setChanged( false );
	}, [ changed, measured, computed, stored, save ] );
	return changed;
}
