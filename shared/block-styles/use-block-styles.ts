/**
 * The styles of a block in the editor, read where WordPress keeps them (the blocks store:
 * block.json `styles` and any registered with registerBlockStyle), the active one, and a
 * function applying another — as the editor's own Styles panel does, through the block's
 * `className`.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { store as blocksStore, type Block } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import { _x } from '@wordpress/i18n';
import {
	activeStyle,
	classNameWithStyle,
	offeredStyles,
	type BlockStyle,
} from './style-class';

export function useBlockStyles( clientId: string ) {
	const { block, registered } = useSelect(
		( select ) => {
			const found = (
				select( blockEditorStore ) as unknown as {
					getBlock: ( id: string ) => Block | null;
				}
			 ).getBlock( clientId );
			return {
				block: found,
				registered: found
					? (
							select( blocksStore ) as unknown as {
								getBlockStyles: (
									name: string
								) => BlockStyle[] | undefined;
							}
						 ).getBlockStyles( found.name )
					: undefined,
			};
		},
		[ clientId ]
	);
	const { updateBlockAttributes } = useDispatch( blockEditorStore ) as {
		updateBlockAttributes: (
			id: string,
			attributes: Record< string, unknown >
		) => void;
	};
	const styles = useMemo(
		() =>
			offeredStyles(
				registered,
				_x( 'Default', 'block style', 'jetpack' )
			),
		[ registered ]
	);
	const className = block?.attributes.className as string | undefined;
	const active = activeStyle( styles, className );
	const choose = useCallback(
		( style: BlockStyle ) =>
			updateBlockAttributes( clientId, {
				className: classNameWithStyle( className, styles, style ),
			} ),
		[ clientId, className, styles, updateBlockAttributes ]
	);
	return { block, styles, active, choose };
}
