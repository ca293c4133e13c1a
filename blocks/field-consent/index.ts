/** Registration settings of jetpack/field-consent; everything declarative lives in block.json. */
import { shield } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldConsent: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: shield },
};

export default fieldConsent;
