/**
 * Business Hours (`jetpack/business-hours`): opening hours per weekday, rendered on the server.
 */
import { time } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: time,
};

export default settings;
