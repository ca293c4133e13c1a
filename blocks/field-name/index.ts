/** Registration settings of jetpack/field-name; everything declarative lives in block.json. */
import { people } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldName: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: people },
};

export default fieldName;
