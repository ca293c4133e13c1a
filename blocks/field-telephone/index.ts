/** Registration settings of jetpack/field-telephone; everything declarative lives in block.json. */
import { mobile } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldTelephone: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: mobile },
};

export default fieldTelephone;
