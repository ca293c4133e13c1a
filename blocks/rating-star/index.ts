/** Registration settings of jetpack/rating-star; everything declarative lives in block.json. */
import { starHalf } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';

const ratingStar: SuiteBlock = {
	metadata,
	settings: { edit, save, deprecated, icon: starHalf },
};

export default ratingStar;
