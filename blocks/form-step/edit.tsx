/**
 * Editor of one step: its label (what visitors read in the progress indicator and as the
 * step's legend) at the top and in the sidebar, then the step's fields and content.
 */
import {
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

type StepAttributes = { stepLabel?: string };

export default function FormStepEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< StepAttributes > ) {
	const position = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as unknown as {
				getBlockIndex: ( id: string ) => number;
			};
			return editor.getBlockIndex( clientId ) + 1;
		},
		[ clientId ]
	);
	const fallback = sprintf(
		/* translators: %d: the step's position in the form */
		__( 'Step %d', 'jetpack' ),
		position
	);
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps( {
		className: 'jetpack-form-step__content',
	} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Step', 'jetpack' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Step label', 'jetpack' ) }
						help={ __(
							'Shown to visitors in the progress indicator and above the step.',
							'jetpack'
						) }
						value={ attributes.stepLabel ?? '' }
						placeholder={ fallback }
						onChange={ ( stepLabel ) =>
							setAttributes( {
								stepLabel: stepLabel || undefined,
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<p className="jetpack-form-step__label">
					{ attributes.stepLabel || fallback }
				</p>
				<div { ...innerBlocksProps } />
			</div>
		</>
	);
}
