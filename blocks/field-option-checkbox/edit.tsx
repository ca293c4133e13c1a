/** Editor of jetpack/field-option-checkbox: the shared option editor (shared/forms/field-option-edit.tsx). */
import type { BlockEditProps } from '@wordpress/blocks';
import FieldOptionEdit, {
	type OptionAttributes,
} from '../../shared/forms/field-option-edit';

export default function Edit( props: BlockEditProps< OptionAttributes > ) {
	return <FieldOptionEdit { ...props } type="checkbox" />;
}
