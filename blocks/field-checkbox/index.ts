/** Registration settings of jetpack/field-checkbox; everything declarative lives in block.json. */
import { check } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import { CURRENT_SHAPE_VARIATIONS } from '../../shared/forms/parts/field-templates';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	variations: CURRENT_SHAPE_VARIATIONS,
	icon: check,
};

export default settings;
