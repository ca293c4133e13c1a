/**
 * What the form edit needs to know about its inner blocks, and the ways it replaces them.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import type { Block } from '@wordpress/blocks';
import {
	blockEditorSelectors,
	blockEditorStore,
	type BlockEditorActions,
} from '../../../shared/forms/form-block-editor';
import {
	createTemplateBlocks,
	type FormTemplate,
} from '../../../shared/forms/templates';

/** Whether the form has inner blocks, and whether it holds an email field but no consent field. */
export function useFormContents( clientId: string ) {
	return useSelect(
		( select ) => {
			const editor = blockEditorSelectors( select );
			const names = editor
				.getClientIdsOfDescendants( [ clientId ] )
				.map( ( id ) => editor.getBlockName( id ) );
			return {
				hasInnerBlocks: editor.getBlocks( clientId ).length > 0,
				hasEmailField: names.includes( 'jetpack/field-email' ),
				hasConsentField: names.includes( 'jetpack/field-consent' ),
			};
		},
		[ clientId ]
	);
}

/**
 * Sets the form's attributes and replaces its inner blocks, from a template or from the form
 * of a pattern, and selects the form.
 * @param clientId      the form block
 * @param setAttributes the form's setter
 */
export function useReplaceForm(
	clientId: string,
	setAttributes: ( attributes: Record< string, unknown > ) => void
) {
	const { replaceInnerBlocks, selectBlock } = useDispatch(
		blockEditorStore
	) as BlockEditorActions;
	const applyBlocks = useCallback(
		( attributes: Record< string, unknown >, blocks: Block[] ) => {
			setAttributes( attributes );
			replaceInnerBlocks( clientId, blocks, false );
			selectBlock( clientId );
		},
		[ clientId, setAttributes, replaceInnerBlocks, selectBlock ]
	);
	const applyTemplate = useCallback(
		( template: Pick< FormTemplate, 'attributes' | 'innerBlocks' > ) =>
			applyBlocks(
				template.attributes,
				createTemplateBlocks( template.innerBlocks )
			),
		[ applyBlocks ]
	);
	return { applyBlocks, applyTemplate };
}
