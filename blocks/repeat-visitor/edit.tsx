/**
 * Repeat Visitor in the editor: a notice saying who will see the content, the inner blocks,
 * and the criteria and threshold controls (in the block and in the sidebar's settings panel).
 */
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import VisibilityControls from './components/visibility-controls';
import type { RepeatVisitorAttributes } from './types';

type Props = {
	attributes: RepeatVisitorAttributes;
	setAttributes: ( changes: Partial< RepeatVisitorAttributes > ) => void;
	isSelected: boolean;
};

export function audienceText( {
	criteria,
	threshold,
}: RepeatVisitorAttributes ) {
	return criteria === 'before-visits'
		? sprintf(
				/* translators: %d: number of earlier views of the page. */
				_n(
					'This block is shown to visitors who have viewed this page fewer than %d time.',
					'This block is shown to visitors who have viewed this page fewer than %d times.',
					threshold,
					'jetpack'
				),
				threshold
			)
		: sprintf(
				/* translators: %d: number of earlier views of the page. */
				_n(
					'This block is shown to visitors who have viewed this page at least %d time.',
					'This block is shown to visitors who have viewed this page at least %d times.',
					threshold,
					'jetpack'
				),
				threshold
			);
}

export default function RepeatVisitorEdit( {
	attributes,
	setAttributes,
	isSelected,
}: Props ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Visibility settings', 'jetpack' ) }>
					<VisibilityControls
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				</PanelBody>
			</InspectorControls>
			<Notice
				status="info"
				isDismissible={ false }
				className="wp-block-jetpack-repeat-visitor__notice"
			>
				{ audienceText( attributes ) }
			</Notice>
			{ isSelected && (
				<div className="wp-block-jetpack-repeat-visitor__placeholder">
					<VisibilityControls
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				</div>
			) }
			<div className="wp-block-jetpack-repeat-visitor__inner-container">
				<InnerBlocks
					renderAppender={ InnerBlocks.DefaultBlockAppender }
				/>
			</div>
		</div>
	);
}
