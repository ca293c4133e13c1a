/**
 * The step buttons, saved as Jetpack saves them: `<div class="wp-block-jetpack-form-step-navigation__wrapper">`
 * around the block's own `<div>` holding core Button blocks — Back (`is-previous`), Next
 * (`is-next`) and the submit button (`type: submit`). Static: the form's view script drives them.
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div className="wp-block-jetpack-form-step-navigation__wrapper">
			<div { ...useInnerBlocksProps.save( useBlockProps.save() ) } />
		</div>
	);
}
