/** Registration settings of jetpack/field-file; everything declarative lives in block.json. */
import { upload } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import { __ } from '@wordpress/i18n';
import { DROPZONE_TEMPLATE, type TemplateBlock } from '../dropzone/template';
import save from './save';

/** A new field: its label and dropzone parts (current Jetpack's shape). */
const TEMPLATE: Array< [ ...TemplateBlock, TemplateBlock[]? ] > = [
	[
		'jetpack/label',
		{
			label: __( 'Upload a file', 'jetpack' ),
			lock: { move: true, remove: true },
		},
	],
	[
		'jetpack/dropzone',
		{ lock: { move: true, remove: true } },
		DROPZONE_TEMPLATE,
	],
];

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: upload,
	template: TEMPLATE,
};

export default settings;
