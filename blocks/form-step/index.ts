/** Registration settings of jetpack/form-step; everything declarative lives in block.json. */
import { page } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: page,
	template: [ [ 'core/paragraph' ] ],
};

export default settings;
