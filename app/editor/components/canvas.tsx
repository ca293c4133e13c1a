/**
 * The iframed canvas: the title (the document's h1, as in WordPress), then the blocks, in a
 * main landmark of a canvas document that has a title and the page's language. Block toolbars
 * and popovers come with it.
 */
import { BlockCanvas, BlockList } from '@wordpress/block-editor';
import { useRefEffect } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { canvasDocumentStyles } from './canvas-styles';
import PostTitle from './post-title';

/** The canvas content's landmark; it names the iframe's document and gives it a language. */
function CanvasMain( { children }: { children: ReactNode } ) {
	const ref = useRefEffect< HTMLElement >( ( node ) => {
		const canvasDocument = node.ownerDocument;
		const { lang, dir } = document.documentElement;
		if ( lang ) {
			canvasDocument.documentElement.lang = lang;
		}
		if ( dir ) {
			canvasDocument.documentElement.dir = dir;
		}
		canvasDocument.title = __( 'Editor canvas', 'jetpack' );
	}, [] );
	return (
		<main ref={ ref } className="block-suite-editor-canvas-main">
			{ children }
		</main>
	);
}

export default function Canvas() {
	return (
		<BlockCanvas height="100%" styles={ canvasDocumentStyles }>
			<CanvasMain>
				<PostTitle />
				<BlockList />
			</CanvasMain>
		</BlockCanvas>
	);
}
