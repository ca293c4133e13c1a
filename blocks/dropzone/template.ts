/** What a new dropzone holds: the paragraph inviting visitors to drop or choose a file. */
import { __ } from '@wordpress/i18n';

export type TemplateBlock = [ string, Record< string, unknown > ];

export const DROPZONE_TEMPLATE: TemplateBlock[] = [
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
