/** Registration settings of jetpack/field-url; everything declarative lives in block.json. */
import { globe } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: globe,
};

export default settings;
