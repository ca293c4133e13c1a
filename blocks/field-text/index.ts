/** Registration settings of jetpack/field-text; everything declarative lives in block.json. */
import { typography } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldText: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: typography },
};

export default fieldText;
