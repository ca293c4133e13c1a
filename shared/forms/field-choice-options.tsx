/**
 * The options of a choice field (checkbox-multiple, radio): inner option blocks of the one
 * allowed type. The list is never empty: a new field starts with one empty option, and when
 * the last option goes (from the block toolbar, say) an empty one takes its place (spec §5).
 */
import { useInnerBlocksProps } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useRegistry } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	blockEditorStore,
	fieldEditorActions,
	fieldEditorSelectors,
} from './field-block-editor';

export default function ChoiceOptions( {
	clientId,
	optionBlock,
}: {
	clientId: string;
	optionBlock: string;
} ) {
	const registry = useRegistry();
	const innerBlocksProps = useInnerBlocksProps(
		{
			className: 'jetpack-field-multiple__list',
			'aria-label': __( 'Options', 'jetpack' ),
		},
		{
			allowedBlocks: [ optionBlock ],
			defaultBlock: { name: optionBlock },
			directInsert: true,
		}
	);

	useEffect( () => {
		// Watches the store itself, so it also acts while the field is not being rendered
		// (unselected blocks update lazily); inserts after the change that emptied the list.
		let pending = false;
		let stopped = false;
		const isEmpty = () => {
			const editor = fieldEditorSelectors( registry.select );
			return (
				!! editor.getBlock( clientId ) &&
				editor.getBlockCount( clientId ) === 0
			);
		};
		const ensureOneOption = () => {
			if ( pending || ! isEmpty() ) {
				return;
			}
			pending = true;
			window.queueMicrotask( () => {
				pending = false;
				if ( stopped || ! isEmpty() ) {
					return;
				}
				const actions = fieldEditorActions( registry.dispatch );
				// Not an edit of the user's: no undo step of its own.
				actions.__unstableMarkNextChangeAsNotPersistent();
				actions.insertBlocks(
					[ createBlock( optionBlock ) ],
					0,
					clientId,
					false
				);
			} );
		};
		ensureOneOption();
		const unsubscribe = registry.subscribe(
			ensureOneOption,
			blockEditorStore
		);
		return () => {
			stopped = true;
			unsubscribe();
		};
	}, [ clientId, optionBlock, registry ] );

	return <ul { ...innerBlocksProps } />;
}
