/**
 * `shareFieldAttributes` (spec §3, default on): while a field shares, a change to one of its
 * style attributes is applied to every other field of the same form that also shares. Done
 * through the block-editor store, so it works for fields nested anywhere inside the form.
 */
import { useRegistry } from '@wordpress/data';
import { useCallback, useEffect } from '@wordpress/element';
import {
	SHARED_STYLE_ATTRIBUTES,
	pickSharedStyles,
	sharedStylesOf,
	type FieldAttributes,
	type SetFieldAttributes,
} from './field-attributes';
import { fieldEditorActions, fieldEditorSelectors } from './field-block-editor';
import { FORM_BLOCK_NAME, needsFormAround } from './wrap-loose-field';

type Registry = ReturnType< typeof useRegistry >;

/**
 * The other fields of the form around `clientId` whose `shareFieldAttributes` is on, in
 * document order.
 *
 * @param registry The editor's registry.
 * @param clientId The field whose form is searched.
 */
export function sharingFieldsOfForm(
	registry: Registry,
	clientId: string
): string[] {
	const editor = fieldEditorSelectors( registry.select );
	const [ formId ] = editor.getBlockParentsByBlockName(
		clientId,
		FORM_BLOCK_NAME,
		true
	);
	if ( ! formId ) {
		return [];
	}
	return editor
		.getClientIdsOfDescendants( formId )
		.filter(
			( id ) =>
				id !== clientId &&
				needsFormAround( editor.getBlockName( id ) ) &&
				editor.getBlockAttributes( id )?.shareFieldAttributes === true
		);
}

function hasOwnStyle( attributes: Partial< FieldAttributes > ) {
	return SHARED_STYLE_ATTRIBUTES.some(
		( key ) => attributes[ key ] !== undefined && attributes[ key ] !== ''
	);
}

/**
 * Wraps a field's `setAttributes` so that shared style changes reach the other sharing
 * fields, and switching sharing on adopts the form's shared style. A new, unstyled field
 * that shares takes the form's shared style when it appears.
 *
 * @param props               The field block's edit props.
 * @param props.clientId      The field block.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes The editor's setter for them.
 */
export function useSharedFieldStyles( {
	clientId,
	attributes,
	setAttributes,
}: {
	clientId: string;
	attributes: FieldAttributes;
	setAttributes: SetFieldAttributes;
} ): SetFieldAttributes {
	const registry = useRegistry();

	useEffect( () => {
		if ( ! attributes.shareFieldAttributes || hasOwnStyle( attributes ) ) {
			return;
		}
		const [ first ] = sharingFieldsOfForm( registry, clientId );
		if ( ! first ) {
			return;
		}
		const style = sharedStylesOf(
			fieldEditorSelectors( registry.select ).getBlockAttributes(
				first
			) ?? {}
		);
		if ( hasOwnStyle( style ) ) {
			setAttributes( style );
		}
		// Only when the field appears: later changes go through the setter below.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return useCallback(
		( changes ) => {
			const sharing = attributes.shareFieldAttributes;
			const styleChanges = pickSharedStyles( changes );
			if (
				sharing &&
				changes.shareFieldAttributes === undefined &&
				Object.keys( styleChanges ).length > 0
			) {
				const others = sharingFieldsOfForm( registry, clientId );
				registry.batch( () => {
					if ( others.length ) {
						fieldEditorActions(
							registry.dispatch
						).updateBlockAttributes( others, styleChanges );
					}
					setAttributes( changes );
				} );
				return;
			}
			if ( ! sharing && changes.shareFieldAttributes === true ) {
				const [ first ] = sharingFieldsOfForm( registry, clientId );
				const adopted = first
					? sharedStylesOf(
							fieldEditorSelectors(
								registry.select
							).getBlockAttributes( first ) ?? {}
						)
					: {};
				setAttributes( { ...adopted, ...changes } );
				return;
			}
			setAttributes( changes );
		},
		[ attributes.shareFieldAttributes, clientId, registry, setAttributes ]
	);
}
