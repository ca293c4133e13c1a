/** Registration settings of jetpack/form-step-container; everything declarative lives in block.json. */
import { pages } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: pages,
	// New steps containers start with one step.
	template: [ [ 'jetpack/form-step' ] ],
};

export default settings;
