/**
 * Editor of jetpack/field-rating: the shared field editor (shared/forms/field-edit.tsx), which
 * draws this field from its parts (jetpack/label, jetpack/input-rating) as it has no older shape.
 */
import { fieldEdit } from '../../shared/forms/field-edit';

export default fieldEdit( 'rating' );
