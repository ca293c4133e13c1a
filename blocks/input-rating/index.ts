/** Registration settings of jetpack/input-rating; everything declarative lives in block.json. */
import { starEmpty } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: starEmpty,
};

export default settings;
