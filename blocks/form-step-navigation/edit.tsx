/**
 * Editor of the step buttons: Back, Next and Submit as core Button blocks the author can
 * relabel and style (the classes `is-previous`, `is-next` and the submit type are what the
 * form's view script looks for).
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';

export default function FormStepNavigationEdit( {}: BlockEditProps<
	Record< string, never >
> ) {
	const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
		allowedBlocks: [ 'core/button' ],
		templateLock: 'all',
		orientation: 'horizontal',
	} );
	return (
		<div className="wp-block-jetpack-form-step-navigation__wrapper">
			<div { ...innerBlocksProps } />
		</div>
	);
}
