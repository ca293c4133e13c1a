/** Registration settings of jetpack/input-range; everything declarative lives in block.json. */
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import icon from '../field-slider/icon';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon,
};

export default settings;
