/** Editor of jetpack/input: shared/forms/parts/part-edits.tsx. */
import { InputEdit } from '../../shared/forms/parts/part-edits';

export default InputEdit;
