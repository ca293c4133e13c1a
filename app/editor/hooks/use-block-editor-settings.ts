/**
 * The settings handed to BlockEditorProvider: which blocks the inserter offers, and the
 * canvas iframe's stylesheets.
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { insertableBlockNames } from '../boot/register-blocks';
import { styleLinks } from '../boot/canvas-styles';

export default function useBlockEditorSettings( canvasStyles: string[] ) {
	return useMemo(
		() => ( {
			allowedBlockTypes: insertableBlockNames(),
			alignWide: true,
			hasFixedToolbar: false,
			focusMode: false,
			keepCaretInsideBlock: false,
			codeEditingEnabled: true,
			richEditingEnabled: true,
			canLockBlocks: true,
			bodyPlaceholder: __( 'Type / to choose a block', 'jetpack' ),
			isRTL: document.documentElement.dir === 'rtl',
			__unstableResolvedAssets: {
				styles: styleLinks( canvasStyles ),
				scripts: '',
			},
		} ),
		[ canvasStyles ]
	);
}
