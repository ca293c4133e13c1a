/**
 * jetpack/gif: an animated GIF found through the host's GIF search, with a caption; the server
 * renders it for visitors (render.ts).
 */
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
