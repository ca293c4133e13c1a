/**
 * A field block needs a form around it (spec §4): a `jetpack/field-*` block that is not inside
 * a `jetpack/contact-form` (inserted at the top level, pasted, moved out) is replaced by a form
 * holding that field and a locked submit button. Field blocks call `useWrapLooseField` in
 * their edit component; `wrapFieldInForm` is the pure part, usable in transforms and tests.
 */
import { cloneBlock, createBlock, type Block } from '@wordpress/blocks';
import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { blockEditorActions, blockEditorSelectors } from './form-block-editor';
import {
	DEFAULT_FORM_STYLE,
	createTemplateBlocks,
	submitButton,
} from './form-template-parts';

export const FORM_BLOCK_NAME = 'jetpack/contact-form';

/** Field blocks that must live in a form; option blocks live in their choice field instead. */
export function needsFormAround( blockName: string | null ): boolean {
	return (
		!! blockName &&
		blockName.startsWith( 'jetpack/field-' ) &&
		! blockName.startsWith( 'jetpack/field-option' )
	);
}

/**
 * A new form holding a copy of `field` and a submit button.
 * @param field the loose field block
 */
export function wrapFieldInForm( field: Block ): Block {
	return createBlock( FORM_BLOCK_NAME, { style: DEFAULT_FORM_STYLE }, [
		cloneBlock( field ),
		...createTemplateBlocks( [
			submitButton( __( 'Submit', 'jetpack' ) ),
		] ),
	] );
}

/**
 * Wraps the field `clientId` in a form as soon as it is found outside one. The new copy of
 * the field is selected, so typing carries on where it was.
 * @param clientId the field block being edited
 */
export function useWrapLooseField( clientId: string ): void {
	const registry = useRegistry();
	const isLoose = useSelect(
		( select ) => {
			const editor = blockEditorSelectors( select );
			return (
				needsFormAround( editor.getBlockName( clientId ) ) &&
				editor.getBlockParentsByBlockName( clientId, FORM_BLOCK_NAME )
					.length === 0
			);
		},
		[ clientId ]
	);

	useEffect( () => {
		if ( ! isLoose ) {
			return;
		}
		const field = blockEditorSelectors( registry.select ).getBlock(
			clientId
		);
		if ( ! field ) {
			return;
		}
		const form = wrapFieldInForm( field );
		const actions = blockEditorActions( registry.dispatch );
		actions.replaceBlock( clientId, form );
		actions.selectBlock( form.innerBlocks[ 0 ].clientId );
	}, [ isLoose, clientId, registry ] );
}
