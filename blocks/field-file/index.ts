/** Registration settings of jetpack/field-file; everything declarative lives in block.json. */
import { upload } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: upload,
};

export default settings;
