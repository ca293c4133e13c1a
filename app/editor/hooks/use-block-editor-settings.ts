/**
 * The settings handed to BlockEditorProvider: which blocks the inserter offers, the theme's
 * palette, gradients, font sizes and design tools (shared/theme/presets.ts: this host is the theme), uploads to the
 * host's media library (shared/media/media-upload.ts), and the canvas iframe's stylesheets.
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { insertableBlockNames } from '../boot/register-blocks';
import { styleLinks } from '../boot/canvas-styles';
import { themeEditorSettings } from '../../../shared/theme/presets';
import { mediaUpload } from '../../../shared/media/media-upload';

export default function useBlockEditorSettings( canvasStyles: string[] ) {
	return useMemo(
		() => ( {
			...themeEditorSettings(),
			allowedBlockTypes: insertableBlockNames(),
			alignWide: true,
			hasFixedToolbar: false,
			focusMode: false,
			keepCaretInsideBlock: false,
			codeEditingEnabled: true,
			richEditingEnabled: true,
			canLockBlocks: true,
			mediaUpload,
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
