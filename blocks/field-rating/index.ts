/** Registration settings of jetpack/field-rating; everything declarative lives in block.json. */
import { starFilled } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: starFilled,
};

export default settings;
