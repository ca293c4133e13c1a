/**
 * Editor of the steps of a multi-step form: every step shown one under the other, each a block
 * the author reorders with the block movers and removes like any block, and an "Add step"
 * button after the last one.
 */
import {
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';
import { useCallback } from 'react';
import { useInnerBlockCount } from '../../shared/use-inner-block-count';

const STEP = 'jetpack/form-step';

export default function FormStepContainerEdit( {
	clientId,
}: BlockEditProps< Record< string, never > > ) {
	const count = useInnerBlockCount( clientId );
	const { insertBlock } = useDispatch( blockEditorStore ) as {
		insertBlock: (
			block: ReturnType< typeof createBlock >,
			index: number,
			rootClientId: string
		) => void;
	};
	const addStep = useCallback(
		() => insertBlock( createBlock( STEP ), count, clientId ),
		[ insertBlock, count, clientId ]
	);
	const blockProps = useBlockProps( {
		className: 'jetpack-form-step-container',
	} );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		allowedBlocks: [ STEP ],
		renderAppender: () => (
			<Button
				className="jetpack-form-step-container__add"
				variant="secondary"
				icon={ plus }
				onClick={ addStep }
			>
				{ __( 'Add step', 'jetpack' ) }
			</Button>
		),
	} );
	return (
		<div className="jetpack-form-steps-wrapper">
			<div { ...innerBlocksProps } />
		</div>
	);
}
