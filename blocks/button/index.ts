/** Registration settings of jetpack/button; everything declarative lives in block.json. */
import { button as icon } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const button: SuiteBlock = {
	metadata,
	settings: { edit, save, icon },
};

export default button;
