/** Registration settings of jetpack/field-option-checkbox; everything declarative lives in block.json. */
import { check } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: check,
};

export default settings;
