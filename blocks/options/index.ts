/** Registration settings of jetpack/options; everything declarative lives in block.json. */
import { formatListBullets } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import deprecated from './deprecated';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	deprecated,
	icon: formatListBullets,
	// A new list of options starts with one empty option.
	template: [ [ 'jetpack/option' ] ],
};

export default settings;
