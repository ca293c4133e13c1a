/** Registration settings of jetpack/field-checkbox-multiple; everything declarative lives in block.json. */
import { list } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';

const fieldCheckboxMultiple: SuiteBlock = {
	metadata,
	settings: { edit, save, deprecated, icon: list },
};

export default fieldCheckboxMultiple;
