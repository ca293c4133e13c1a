/** Registration settings of jetpack/map; everything declarative lives in block.json. */
import { mapMarker } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import deprecated from './deprecated';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	deprecated,
	icon: mapMarker,
};

export default settings;
