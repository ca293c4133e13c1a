/** Registration settings of jetpack/field-email; everything declarative lives in block.json. */
import { envelope } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldEmail: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: envelope },
};

export default fieldEmail;
