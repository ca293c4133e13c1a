/** jetpack/markdown: Markdown source stored in the block comment, rendered HTML in the post. */
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
