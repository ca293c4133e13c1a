/**
 * jetpack/field-number saves a bare `<div>` around its label and input blocks (current Jetpack), or
 * only its block comment when it has no inner blocks (older Jetpack); shared/forms/field-save.tsx.
 * The server renders it for visitors either way.
 */
import { fieldSave } from '../../shared/forms/field-save';

export default fieldSave();
