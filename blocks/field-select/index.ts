/** Registration settings of jetpack/field-select; everything declarative lives in block.json. */
import { chevronDown } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const fieldSelect: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: chevronDown },
};

export default fieldSelect;
