/** Editor of jetpack/field-number: the shared field editor (shared/forms/field-edit.tsx) for this type. */
import { fieldEdit } from '../../shared/forms/field-edit';

export default fieldEdit( 'number' );
