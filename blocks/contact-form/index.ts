/** Registration settings of jetpack/contact-form; everything declarative lives in block.json. */
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import icon from './icon';
import save from './save';
import transforms from './transforms';

const contactForm: SuiteBlock = {
	metadata,
	settings: { edit, save, deprecated, transforms, icon },
};

export default contactForm;
