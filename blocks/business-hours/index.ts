/**
 * Business Hours (`jetpack/business-hours`): opening hours per weekday, rendered on the server.
 */
import { time } from '@wordpress/icons';
import type { SuiteBlock } from '../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

const businessHours: SuiteBlock = {
	metadata,
	settings: { edit, save, icon: time },
};

export default businessHours;
