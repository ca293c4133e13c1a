/** Editor of jetpack/label: shared/forms/parts/part-edits.tsx. */
import { LabelEdit } from '../../shared/forms/parts/part-edits';

export default LabelEdit;
