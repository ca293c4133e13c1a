/**
 * Puts one `jetpack/button` inside an embed block when it has none and the block's style needs
 * it (Calendly's link style, Eventbrite's button style), as Jetpack's content holds it.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { useInnerBlockCount } from '../use-inner-block-count';

export function useInnerButton(
	clientId: string,
	active: boolean,
	buttonAttributes: Record< string, unknown >
) {
	const count = useInnerBlockCount( clientId );
	const { replaceInnerBlocks } = useDispatch( blockEditorStore ) as {
		replaceInnerBlocks: (
			id: string,
			blocks: unknown[],
			update?: boolean
		) => void;
	};
	useEffect( () => {
		if ( active && count === 0 ) {
			replaceInnerBlocks(
				clientId,
				[ createBlock( 'jetpack/button', buttonAttributes ) ],
				false
			);
		}
		// Only when the style or the number of inner blocks changes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ active, count, clientId ] );
}
