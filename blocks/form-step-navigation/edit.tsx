/**
 * Editor of the step buttons: Back, Next and Submit as core Button blocks the author can
 * relabel and style (the classes `is-previous`, `is-next` and the submit type are what the
 * form's view script looks for).
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

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

export default function FormStepNavigationEdit( {}: BlockEditProps<
	Record< string, never >
> ) {
	const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
		allowedBlocks: [ 'core/button' ],
		template: TEMPLATE,
		templateLock: 'all',
		orientation: 'horizontal',
	} );
	return (
		<div className="wp-block-jetpack-form-step-navigation__wrapper">
			<div { ...innerBlocksProps } />
		</div>
	);
}
