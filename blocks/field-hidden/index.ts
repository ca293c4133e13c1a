/** Registration settings of jetpack/field-hidden; everything declarative lives in block.json. */
import { unseen } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import deprecated from './deprecated';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	deprecated,
	icon: unseen,
};

export default settings;
