/**
 * How many blocks a block holds (core/block-editor's getBlockCount), kept current as blocks are
 * added or removed.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';

export function useInnerBlockCount( clientId: string ): number {
	return useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getBlockCount: ( id: string ) => number;
				}
			 ).getBlockCount( clientId ),
		[ clientId ]
	);
}
