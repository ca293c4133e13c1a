/** Registration settings of jetpack/field-textarea; everything declarative lives in block.json. */
import { paragraph } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldTextarea: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: paragraph },
};

export default fieldTextarea;
