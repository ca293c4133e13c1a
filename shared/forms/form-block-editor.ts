/**
 * The part of the block editor store (`core/block-editor`) the form code uses, typed: the
 * package ships no types (types/shims.d.ts).
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';

export { blockEditorStore };

export type BlockEditorSelectors = {
	getBlock: ( clientId: string ) => Block | null;
	getBlocks: ( rootClientId?: string ) => Block[];
	getBlockName: ( clientId: string ) => string | null;
	getBlockParentsByBlockName: (
		clientId: string,
		blockName: string | string[],
		ascending?: boolean
	) => string[];
	getClientIdsOfDescendants: ( clientIds: string | string[] ) => string[];
	getPatternsByBlockTypes?: (
		blockNames: string | string[],
		rootClientId?: string | null
	) => Array< {
		name: string;
		title: string;
		content?: string;
		blocks?: Block[];
	} >;
};

export type BlockEditorActions = {
	replaceBlock: ( clientId: string, block: Block | Block[] ) => void;
	replaceInnerBlocks: (
		rootClientId: string,
		blocks: Block[],
		updateSelection?: boolean
	) => void;
	insertBlock: (
		block: Block,
		index?: number,
		rootClientId?: string
	) => void;
	selectBlock: ( clientId: string ) => void;
	updateBlockAttributes: (
		clientIds: string | string[],
		attributes: Record< string, unknown >
	) => void;
};

type Select = ( store: unknown ) => unknown;
type Dispatch = ( store: unknown ) => unknown;

export const blockEditorSelectors = ( select: Select ) =>
	select( blockEditorStore ) as BlockEditorSelectors;

export const blockEditorActions = ( dispatch: Dispatch ) =>
	dispatch( blockEditorStore ) as BlockEditorActions;
