/**
 * jetpack/revue: the retired Revue newsletter signup. Kept so that posts holding it open valid
 * and show the shutdown notice; it is not insertable (block.json) and renders nothing to visitors.
 */
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import deprecated from './deprecated';
import icon from './icon';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	deprecated,
	icon,
};

export default settings;
