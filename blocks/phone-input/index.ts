/** Registration settings of jetpack/phone-input; everything declarative lives in block.json. */
import { mobile } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: mobile,
};

export default settings;
