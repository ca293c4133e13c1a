/**
 * jetpack/related-posts: other posts of this site with similar content, found by the host
 * (server/related-posts/) and rendered for each view; the editor previews the same list.
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
