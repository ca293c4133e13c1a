/**
 * jetpack/field-file saves a bare `<div>` around its `jetpack/label` and `jetpack/dropzone`
 * blocks, as current Jetpack does (shared/forms/field-save.tsx); the server renders it.
 */
import { fieldSave } from '../../shared/forms/field-save';

export default fieldSave();
