/** Registration settings of jetpack/form-step-navigation; everything declarative lives in block.json. */
import { next } from '@wordpress/icons';
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import { __ } from '@wordpress/i18n';
import save from './save';

/** Back, Next and Submit (the classes and type the form's view script looks for). */
const TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[
		'core/button',
		{
			tagName: 'button',
			className: 'is-style-outline form-button-previous is-previous',
			text: __( 'Back', 'jetpack' ),
			metadata: { name: __( 'Previous button', 'jetpack' ) },
		},
	],
	[
		'core/button',
		{
			tagName: 'button',
			className: 'form-button-next is-next',
			text: __( 'Next', 'jetpack' ),
			metadata: { name: __( 'Next button', 'jetpack' ) },
		},
	],
	[
		'core/button',
		{
			tagName: 'button',
			type: 'submit',
			className: 'form-button-submit is-submit',
			text: __( 'Submit', 'jetpack' ),
			metadata: { name: __( 'Submit button', 'jetpack' ) },
		},
	],
];

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	icon: next,
	template: TEMPLATE,
};

export default settings;
