/** Registration settings of jetpack/option; everything declarative lives in block.json. */
import { listItem } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: listItem,
};

export default settings;
