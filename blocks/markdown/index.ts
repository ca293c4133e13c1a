/** jetpack/markdown: Markdown source stored in the block comment, rendered HTML in the post. */
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import icon from './icon';
import save from './save';

const markdown: SuiteBlock = {
	metadata,
	settings: { edit, save, deprecated, icon },
};

export default markdown;
