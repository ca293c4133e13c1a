/**
 * The document outline: every block as a tree, to select, move and reach nested blocks.
 */
// The document outline WordPress's own editor shows; block-editor 17.1 has no stable name for it.
// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
import { __experimentalListView as ListView } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import PanelHeader from './panel-header';

export default function ListViewPanel( { onClose }: { onClose: () => void } ) {
	return (
		<div className="block-suite-editor__list-view-panel">
			<PanelHeader
				title={ __( 'List View', 'jetpack' ) }
				closeLabel={ __( 'Close', 'jetpack' ) }
				onClose={ onClose }
			/>
			<div className="block-suite-editor__list-view-tree">
				<ListView />
			</div>
		</div>
	);
}
