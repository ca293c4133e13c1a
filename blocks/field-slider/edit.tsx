/**
 * Editor of jetpack/field-slider: the shared field editor (shared/forms/field-edit.tsx), which
 * draws this field from its parts (jetpack/label, jetpack/input-range) as it has no older shape;
 * its Slider Settings (limits, step, starting value, end names) are the field's own attributes.
 */
import { fieldEdit } from '../../shared/forms/field-edit';

export default fieldEdit( 'slider' );
