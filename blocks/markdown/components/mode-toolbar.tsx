/**
 * Toolbar group switching the block between its two modes: writing the Markdown source and
 * previewing the rendered result.
 */
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type MarkdownMode = 'source' | 'preview';

type Props = {
	mode: MarkdownMode;
	onChange: ( mode: MarkdownMode ) => void;
};

export default function ModeToolbar( { mode, onChange }: Props ) {
	return (
		<BlockControls group="block">
			<ToolbarGroup>
				<ToolbarButton
					isPressed={ mode === 'source' }
					onClick={ () => onChange( 'source' ) }
				>
					{ __( 'Markdown', 'jetpack' ) }
				</ToolbarButton>
				<ToolbarButton
					isPressed={ mode === 'preview' }
					onClick={ () => onChange( 'preview' ) }
				>
					{ __( 'Preview', 'jetpack' ) }
				</ToolbarButton>
			</ToolbarGroup>
		</BlockControls>
	);
}
