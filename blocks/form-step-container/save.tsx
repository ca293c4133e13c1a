/**
 * The steps of a multi-step form, saved as Jetpack saves them: an unclassed-by-supports wrapper
 * `<div class="jetpack-form-steps-wrapper">` around the block's own `<div>` (its `wp-block-…`
 * class, `jetpack-form-step-container` and its supports) holding the `jetpack/form-step` blocks.
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div className="jetpack-form-steps-wrapper">
			<div
				{ ...useInnerBlocksProps.save(
					useBlockProps.save( {
						className: 'jetpack-form-step-container',
					} )
				) }
			/>
		</div>
	);
}
