/** Registration settings of jetpack/dropzone; everything declarative lives in block.json. */
import { upload } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';
import { DROPZONE_TEMPLATE } from './template';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: upload,
	template: DROPZONE_TEMPLATE,
};

export default settings;
