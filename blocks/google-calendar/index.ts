/** Registration settings of jetpack/google-calendar; everything declarative lives in block.json. */
import { calendar } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: calendar,
};

export default settings;
