/** The toolbar's layout choice: grid or list. */
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { grid, list } from '@wordpress/icons';
import type { RelatedPostsAttributes } from '../types';

type Props = {
	layout: RelatedPostsAttributes[ 'postLayout' ];
	onChange: ( layout: RelatedPostsAttributes[ 'postLayout' ] ) => void;
};

export default function LayoutToolbar( { layout, onChange }: Props ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton
					icon={ grid }
					label={ __( 'Grid view', 'jetpack' ) }
					isPressed={ layout === 'grid' }
					onClick={ () => onChange( 'grid' ) }
				/>
				<ToolbarButton
					icon={ list }
					label={ __( 'List view', 'jetpack' ) }
					isPressed={ layout === 'list' }
					onClick={ () => onChange( 'list' ) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
