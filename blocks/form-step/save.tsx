/**
 * One step, saved as Jetpack saves it: `<div class="wp-block-jetpack-form-step …">` around its
 * blocks. Visitors get the server's rendering (a fieldset named by the step's label).
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

export default function save() {
	return <div { ...useInnerBlocksProps.save( useBlockProps.save() ) } />;
}
