/**
 * jetpack/field-slider saves a bare `<div>` around its jetpack/label and jetpack/input-range
 * blocks, as Jetpack saves it (the field has no older shape); its limits are attributes of the
 * block comment. The server renders it for visitors.
 */
import { fieldPartsSave } from '../../shared/forms/field-save';

export default fieldPartsSave;
