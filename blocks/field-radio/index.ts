/** Registration settings of jetpack/field-radio; everything declarative lives in block.json. */
import { formatListBullets } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';

const fieldRadio: SuiteBlock = {
	metadata,
	settings: { edit, save, deprecated, icon: formatListBullets },
};

export default fieldRadio;
