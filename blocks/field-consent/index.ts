/** Registration settings of jetpack/field-consent; everything declarative lives in block.json. */
import { shield } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: shield,
};

export default settings;
