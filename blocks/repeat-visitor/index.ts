/**
 * jetpack/repeat-visitor: content shown only to visitors who have (or have not yet) viewed the
 * page a number of times. The server decides per visitor (render.ts); view.ts counts views.
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
