/** Registration settings of jetpack/dropzone; everything declarative lives in block.json. */
import { upload } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import { __ } from '@wordpress/i18n';
import save from './save';

const TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[
		'core/paragraph',
		{
			content: __(
				'Drag and drop or click to select a file.',
				'jetpack'
			),
		},
	],
];

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: upload,
	template: TEMPLATE,
};

export default settings;
