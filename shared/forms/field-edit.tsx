/**
 * The one editor of every contact-form field block: each block's edit.tsx is this component
 * with its field type. It keeps the field inside a form (`useWrapLooseField`), shares style
 * changes with the form's other fields (`shareFieldAttributes`), and draws the field's body
 * and sidebar panels for its type.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { withFormStyle, type FieldAttributes } from './field-attributes';
import FieldBody from './field-bodies';
import FieldControls from './field-controls';
import { FIELD_KINDS, type FieldKind } from './field-kinds';
import { useSharedFieldStyles } from './field-shared-styles';
import { widthClassName } from './field-style';
import { formStyleFromContext } from './form-style';
import { useWrapLooseField } from './wrap-loose-field';

export type FieldEditProps = BlockEditProps< FieldAttributes > & {
	kind: FieldKind;
};

export default function FieldEdit( {
	kind,
	clientId,
	attributes,
	setAttributes: setOwnAttributes,
	isSelected,
	context,
}: FieldEditProps ) {
	useWrapLooseField( clientId );
	const traits = FIELD_KINDS[ kind ];
	const setAttributes = useSharedFieldStyles( {
		clientId,
		attributes,
		setAttributes: setOwnAttributes,
	} );
	const blockProps = useBlockProps( {
		className: [
			'jetpack-field',
			`jetpack-field-${ kind }`,
			widthClassName( attributes.width ),
			isSelected ? 'is-selected' : '',
			attributes.required && traits.canBeRequired ? 'is-required' : '',
		]
			.filter( Boolean )
			.join( ' ' ),
	} );
	const props = { traits, attributes, setAttributes };

	return (
		<div { ...blockProps }>
			<FieldBody
				{ ...props }
				look={ withFormStyle(
					attributes,
					formStyleFromContext( context as Record< string, unknown > )
				) }
				clientId={ clientId }
				isSelected={ isSelected }
			/>
			<FieldControls kind={ kind } { ...props } />
		</div>
	);
}

/**
 * The edit component of one field type, for its block's edit.tsx.
 *
 * @param kind The field type the block edits.
 */
export function fieldEdit( kind: FieldKind ) {
	function Edit( props: BlockEditProps< FieldAttributes > ) {
		return <FieldEdit { ...props } kind={ kind } />;
	}
	Edit.displayName = `FieldEdit(${ kind })`;
	return Edit;
}
