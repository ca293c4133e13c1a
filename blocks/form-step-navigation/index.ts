/** Registration settings of jetpack/form-step-navigation; everything declarative lives in block.json. */
import { next } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: next,
};

export default settings;
