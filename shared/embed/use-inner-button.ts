/**
 * Puts one `jetpack/button` inside an embed block when it has none and the block's style needs
 * it (Calendly's link style, Eventbrite's button style), as Jetpack's content holds it.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

export function useInnerButton(
	clientId: string,
	active: boolean,
	buttonAttributes: Record< string, unknown >
) {
	const count = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getBlockCount: ( id: string ) => number;
				}
			 ).getBlockCount( clientId ),
		[ clientId ]
	);
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
