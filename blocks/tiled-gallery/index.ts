/** jetpack/tiled-gallery: images in a tiled layout; everything declarative lives in block.json. */
import { gallery as icon } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import deprecated from './deprecated/shapes';
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
