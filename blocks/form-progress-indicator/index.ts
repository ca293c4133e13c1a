/** Registration settings of jetpack/form-progress-indicator; everything declarative lives in block.json. */
import { arrowRight } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: arrowRight,
};

export default settings;
