/** Registration settings of jetpack/field-option-radio; everything declarative lives in block.json. */
import { listItem } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldOptionRadio: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: listItem },
};

export default fieldOptionRadio;
