/**
 * The block-editor store (`core/block-editor`) as the field blocks use it, typed: the package
 * ships no types. Extends the form code's typed view (form-block-editor.ts) with what fields
 * need for options and shared styles.
 */
import type { Block } from '@wordpress/blocks';
import {
	blockEditorStore,
	type BlockEditorActions,
	type BlockEditorSelectors,
} from './form-block-editor';

export { blockEditorStore };

export type FieldEditorSelectors = BlockEditorSelectors & {
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlockOrder: ( rootClientId?: string | null ) => string[];
	getBlockIndex: ( clientId: string ) => number;
	getBlockCount: ( rootClientId?: string | null ) => number;
	getSelectedBlocksInitialCaretPosition: () => number | null;
	canInsertBlockType: (
		blockName: string,
		rootClientId?: string | null
	) => boolean;
};

export type FieldEditorActions = BlockEditorActions & {
	insertBlocks: (
		blocks: Block[],
		index?: number,
		rootClientId?: string | null,
		updateSelection?: boolean,
		initialPosition?: number | null
	) => void;
	removeBlock: ( clientId: string, selectPrevious?: boolean ) => void;
	selectBlock: ( clientId: string, initialPosition?: number | null ) => void;
	__unstableMarkNextChangeAsNotPersistent: () => void;
};

type Select = ( store: unknown ) => unknown;
type Dispatch = ( store: unknown ) => unknown;

export const fieldEditorSelectors = ( select: Select ) =>
	select( blockEditorStore ) as FieldEditorSelectors;

export const fieldEditorActions = ( dispatch: Dispatch ) =>
	dispatch( blockEditorStore ) as FieldEditorActions;
