/** Registration settings of jetpack/field-checkbox; everything declarative lives in block.json. */
import { check } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldCheckbox: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: check },
};

export default fieldCheckbox;
