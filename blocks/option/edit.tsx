/** Editor of jetpack/option: shared/forms/parts/part-edits.tsx. */
import { OptionEdit } from '../../shared/forms/parts/part-edits';

export default OptionEdit;
