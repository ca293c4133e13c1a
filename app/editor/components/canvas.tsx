/**
 * The iframed canvas: the title, then the blocks. Block toolbars and popovers come with it.
 */
import { BlockCanvas, BlockList } from '@wordpress/block-editor';
import { canvasDocumentStyles } from './canvas-styles';
import PostTitle from './post-title';

export default function Canvas() {
	return (
		<BlockCanvas height="100%" styles={ canvasDocumentStyles }>
			<PostTitle />
			<BlockList />
		</BlockCanvas>
	);
}
