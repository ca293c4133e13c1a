/** Registration settings of jetpack/field-url; everything declarative lives in block.json. */
import { globe } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldUrl: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: globe },
};

export default fieldUrl;
