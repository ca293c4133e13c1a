/**
 * jetpack/field-time saves a bare `<div>` around its jetpack/label and jetpack/input blocks, as
 * Jetpack saves it (the field has no older shape). The server renders it for visitors.
 */
import { fieldPartsSave } from '../../shared/forms/field-save';

export default fieldPartsSave;
