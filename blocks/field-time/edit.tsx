/**
 * Editor of jetpack/field-time: the shared field editor (shared/forms/field-edit.tsx), which
 * draws this field from its parts (jetpack/label, a jetpack/input of type `time`) as it has no
 * older shape.
 */
import { fieldEdit } from '../../shared/forms/field-edit';

export default fieldEdit( 'time' );
