/** Editor of jetpack/options: shared/forms/parts/part-edits.tsx. */
import { OptionsEdit } from '../../shared/forms/parts/part-edits';

export default OptionsEdit;
