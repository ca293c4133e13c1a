/** Registration settings of jetpack/field-slider; everything declarative lives in block.json. */
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import icon from './icon';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon,
};

export default settings;
