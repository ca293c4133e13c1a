/**
 * The one editor of every contact-form field block: each block's edit.tsx is this component
 * with its field type. It keeps the field inside a form (`useWrapLooseField`), shares style
 * changes with the form's other fields (`shareFieldAttributes`), and draws the field's body
 * and sidebar panels for its type. A field in Jetpack's current shape (`wrapperElement: "div"`)
 * is drawn from its inner part blocks instead (parts/field-parts-edit.tsx).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	withFormStyle,
	type FieldAttributes,
	type SetFieldAttributes,
} from './field-attributes';
import FieldBody from './field-bodies';
import FieldControls from './field-controls';
import { FIELD_KINDS, type FieldKind, type FieldTraits } from './field-kinds';
import { useSharedFieldStyles } from './field-shared-styles';
import { widthClassName } from './field-style';
import { formStyleFromContext } from './form-style';
import FieldPartsEdit, { editsParts } from './parts/field-parts-edit';
import { useWrapLooseField } from './wrap-loose-field';

export type FieldEditProps = BlockEditProps< FieldAttributes > & {
	kind: FieldKind;
};

type OwnEditProps = {
	kind: FieldKind;
	traits: FieldTraits;
	clientId: string;
	attributes: FieldAttributes;
	setAttributes: SetFieldAttributes;
	isSelected: boolean;
	context: unknown;
	className: string;
};

/** A field in the older shape: label, placeholder and options are its own attributes. */
function FieldOwnEdit( {
	kind,
	traits,
	clientId,
	attributes,
	setAttributes,
	isSelected,
	context,
	className,
}: OwnEditProps ) {
	const blockProps = useBlockProps( { className } );
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
			<FieldControls kind={ kind } clientId={ clientId } { ...props } />
		</div>
	);
}

export default function FieldEdit( {
	kind,
	clientId,
	attributes,
	setAttributes: setOwnAttributes,
	isSelected,
	context,
}: FieldEditProps ) {
	// Every field type is the block `jetpack/field-<type>`.
	const name = `jetpack/field-${ kind }`;
	useWrapLooseField( clientId );
	const traits = FIELD_KINDS[ kind ];
	const setAttributes = useSharedFieldStyles( {
		clientId,
		attributes,
		setAttributes: setOwnAttributes,
	} );
	const className = [
		'jetpack-field',
		`jetpack-field-${ kind }`,
		widthClassName( attributes.width ),
		isSelected ? 'is-selected' : '',
		attributes.required && traits.canBeRequired ? 'is-required' : '',
	]
		.filter( Boolean )
		.join( ' ' );
	const props = {
		kind,
		traits,
		clientId,
		attributes,
		setAttributes,
		isSelected,
		className,
	};
	if ( traits.partsOnly || editsParts( name, attributes.wrapperElement ) ) {
		return <FieldPartsEdit { ...props } name={ name } />;
	}
	return <FieldOwnEdit { ...props } context={ context } />;
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
