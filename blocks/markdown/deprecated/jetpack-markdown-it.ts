/**
 * Frozen: the conversion Jetpack used when it saved Markdown blocks (markdown-it with its
 * default options, without our narrower URL allowlist). Deprecations use it only to recognise
 * markup Jetpack saved, e.g. a `ftp:` link or a `data:image/png` image our renderer now
 * refuses; the block is then saved again with ../markdown-renderer. Its output is compared,
 * never displayed.
 */
import type { BlockSupports } from '@wordpress/blocks';
import MarkdownIt from 'markdown-it';

const jetpackConverter = new MarkdownIt();

export function renderAsJetpackSaved( source: unknown ): string {
	return typeof source === 'string' && source.length > 0
		? jetpackConverter.render( source )
		: '';
}

/** block.json `supports` as they were when these shapes were saved. */
export const JETPACK_SUPPORTS: BlockSupports = {
	align: [ 'wide', 'full' ],
	html: false,
	spacing: {
		padding: true,
		margin: true,
	},
};

export const JETPACK_ATTRIBUTES = {
	source: { type: 'string' },
} as const;
