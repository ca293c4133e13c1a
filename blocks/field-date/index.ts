/** Registration settings of jetpack/field-date; everything declarative lives in block.json. */
import { calendar } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldDate: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: calendar },
};

export default fieldDate;
