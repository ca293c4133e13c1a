/** Registration settings of jetpack/field-radio; everything declarative lives in block.json. */
import { formatListBullets } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import { CURRENT_SHAPE_VARIATIONS } from '../../shared/forms/parts/field-templates';
import deprecated from './deprecated';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	variations: CURRENT_SHAPE_VARIATIONS,
	deprecated,
	icon: formatListBullets,
};

export default settings;
