/**
 * A field in the current shape keeps its label, required text and placeholder in its parts
 * (jetpack/label, jetpack/input, jetpack/phone-input, a standalone jetpack/option). The field's
 * sidebar edits "the field's label" all the same: `usePartAttributes` gives it the field's
 * attributes with the parts' values laid over them, and a setter that sends those keys to the
 * part that holds them (everything else to the field). Shared by every field editor.
 */
import type { Block } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import type { FieldAttributes, SetFieldAttributes } from '../field-attributes';
import {
	blockEditorStore,
	fieldEditorSelectors,
	type FieldEditorActions,
} from '../field-block-editor';

/** Which field attribute lives in which part, and under which part attribute. */
export const PART_KEYS: ReadonlyArray< {
	parts: readonly string[];
	field: string;
	part: string;
	/** Only a standalone option (checkbox, consent) carries the field's label. */
	standalone?: boolean;
} > = [
	{ parts: [ 'jetpack/label' ], field: 'label', part: 'label' },
	{ parts: [ 'jetpack/label' ], field: 'requiredText', part: 'requiredText' },
	{
		parts: [ 'jetpack/input', 'jetpack/phone-input' ],
		field: 'placeholder',
		part: 'placeholder',
	},
	{ parts: [ 'jetpack/input-rating' ], field: 'max', part: 'max' },
	{
		parts: [ 'jetpack/option' ],
		field: 'label',
		part: 'label',
		standalone: true,
	},
];

function holderOf( parts: Block[], key: ( typeof PART_KEYS )[ number ] ) {
	return parts.find(
		( part ) =>
			key.parts.includes( part.name ) &&
			( ! key.standalone || part.attributes.isStandalone === true )
	);
}

/**
 * The field's attributes as its sidebar should show them, and the setter that edits the parts.
 * @param clientId      the field block
 * @param attributes    its own attributes
 * @param setAttributes its own setter (changes not held by a part go there)
 */
export function usePartAttributes(
	clientId: string,
	attributes: FieldAttributes,
	setAttributes: SetFieldAttributes
): { attributes: FieldAttributes; setAttributes: SetFieldAttributes } {
	const parts = useSelect(
		( select ) => fieldEditorSelectors( select ).getBlocks( clientId ),
		[ clientId ]
	);
	const { updateBlockAttributes } = useDispatch(
		blockEditorStore
	) as FieldEditorActions;

	const merged = useMemo( () => {
		const out: Record< string, unknown > = { ...attributes };
		for ( const key of PART_KEYS ) {
			const holder = holderOf( parts, key );
			if ( holder ) {
				out[ key.field ] = holder.attributes[ key.part ] ?? '';
			}
		}
		return out as FieldAttributes;
	}, [ attributes, parts ] );

	const set = useCallback< SetFieldAttributes >(
		( changes ) => {
			const own: Record< string, unknown > = { ...changes };
			for ( const key of PART_KEYS ) {
				const holder = holderOf( parts, key );
				if ( holder && key.field in own ) {
					updateBlockAttributes( holder.clientId, {
						[ key.part ]: own[ key.field ],
					} );
					delete own[ key.field ];
				}
			}
			if ( Object.keys( own ).length ) {
				setAttributes( own as Partial< FieldAttributes > );
			}
		},
		[ parts, setAttributes, updateBlockAttributes ]
	);
	return { attributes: merged, setAttributes: set };
}
