/**
 * The editor of a field in Jetpack's current shape (`wrapperElement: "div"`, see
 * shared/forms/field-save.tsx): the field draws its parts as inner blocks — the label, the
 * input, the options — each edited in the canvas by its own block (parts/part-edits.tsx),
 * locked against inserting and removing parts; a field without parts gets its type's
 * (field-templates.ts). The sidebar is
 * the same as in the older shape; what it says about the label, required text and placeholder
 * is read from and written to the parts (part-attributes.ts). The field's style attributes
 * (colours, border, font sizes) reach its parts as visitors' markup gives them: custom
 * properties on the field's wrapper, which the parts' classes read (blocks/contact-form/
 * style.scss, ../_field-editor.scss); the form's reach them the same way from the form.
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { createBlocksFromInnerBlocksTemplate } from '@wordpress/blocks';
import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import type { CSSProperties } from 'react';
import type { FieldAttributes, SetFieldAttributes } from '../field-attributes';
import {
	fieldEditorActions,
	fieldEditorSelectors,
} from '../field-block-editor';
import FieldControls from '../field-controls';
import { CURRENT_SHAPE } from '../field-save';
import { styleVariableMap } from '../markup/field-style';
import type { FieldKind, FieldTraits } from '../field-kinds';
import SelectOptions from '../field-select-options';
import { fieldPartsTemplate, hasPartsTemplate } from './field-templates';
import { usePartAttributes } from './part-attributes';

type Props = {
	name: string;
	kind: FieldKind;
	traits: FieldTraits;
	clientId: string;
	attributes: FieldAttributes;
	setAttributes: SetFieldAttributes;
	isSelected: boolean;
	className: string;
};

/**
 * Gives a field that has no parts yet (a new field from the inserter) the parts of its type,
 * built from the attributes it has then (block.json defaults: the label "Text", say). Not an
 * edit of the author's: no undo step of its own. A template in the block type's settings would
 * also fill older-shape fields, which must stay without parts.
 * @param name       the field block
 * @param clientId   the field
 * @param attributes its attributes
 */
function useFillParts(
	name: string,
	clientId: string,
	attributes: FieldAttributes
) {
	const registry = useRegistry();
	const isEmpty = useSelect(
		( select ) =>
			fieldEditorSelectors( select ).getBlockCount( clientId ) === 0,
		[ clientId ]
	);
	useEffect( () => {
		if ( ! isEmpty ) {
			return;
		}
		const actions = fieldEditorActions( registry.dispatch );
		actions.__unstableMarkNextChangeAsNotPersistent();
		actions.replaceInnerBlocks(
			clientId,
			createBlocksFromInnerBlocksTemplate(
				fieldPartsTemplate( name, attributes )
			),
			false
		);
		// Built from the attributes the field has when it is found empty.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ isEmpty, clientId, name, registry ] );
}

export default function FieldPartsEdit( {
	name,
	kind,
	traits,
	clientId,
	attributes,
	setAttributes: setOwnAttributes,
	isSelected,
	className,
}: Props ) {
	const { attributes: shown, setAttributes } = usePartAttributes(
		clientId,
		attributes,
		setOwnAttributes
	);
	const allowedBlocks = useMemo(
		() =>
			Array.from(
				new Set(
					fieldPartsTemplate( name, {} ).map(
						( [ partName ] ) => partName
					)
				)
			),
		[ name ]
	);
	useFillParts( name, clientId, attributes );
	// Parts are neither added nor removed (the template is the field's type); options inside
	// jetpack/options are (that list unlocks itself).
	const innerBlocksProps = useInnerBlocksProps(
		useBlockProps( {
			className,
			style: styleVariableMap( attributes ) as CSSProperties,
		} ),
		{ allowedBlocks, templateLock: 'insert', renderAppender: false }
	);
	const props = { traits, attributes: shown, setAttributes };
	return (
		<>
			<div { ...innerBlocksProps }>
				{ innerBlocksProps.children }
				{ kind === 'select' && isSelected && (
					<SelectOptions
						options={ attributes.options }
						onChange={ ( options ) =>
							setOwnAttributes( { options } )
						}
					/>
				) }
			</div>
			<FieldControls kind={ kind } clientId={ clientId } { ...props } />
		</>
	);
}

/**
 * True when the field block is edited through its parts: it is in the current shape and its
 * type has parts.
 * @param name           the block name
 * @param wrapperElement the field's `wrapperElement` attribute
 */
export const editsParts = ( name: string, wrapperElement: unknown ) =>
	wrapperElement === CURRENT_SHAPE && hasPartsTemplate( name );
