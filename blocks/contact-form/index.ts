/** Registration settings of jetpack/contact-form; everything declarative lives in block.json. */
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import deprecated from './deprecated';
import icon from './icon';
import save from './save';
import transforms from './transforms';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	deprecated,
	transforms,
	icon,
};

export default settings;
