/**
 * A block found by its path in saved post content: the indexes from the top-level list down
 * through `innerBlocks`, `-` joined (`0`, `3-1`). The contact form calls it the form key
 * (server/forms/README.md "Names"); the Mailchimp block's subscriptions name their block the
 * same way.
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import type { BlockNode } from './render-context';

/** At most 21 levels of at most 4-digit indexes. */
export const BLOCK_KEY_PATTERN = /^\d{1,4}(-\d{1,4}){0,20}$/;

export function pathToKey( path: number[] ): string {
	return path.join( '-' );
}

/**
 * The block named `blockName` at `key` in `content`, or null when the key is malformed, leads
 * nowhere or to a block of another name.
 * @param content   saved post content (block markup)
 * @param key       the block's path, e.g. `3-1`
 * @param blockName e.g. `jetpack/contact-form`
 */
export function findBlockAtKey(
	content: string,
	key: string,
	blockName: string
): BlockNode | null {
	if ( ! BLOCK_KEY_PATTERN.test( key ) ) {
		return null;
	}
	let nodes = parse( content ) as BlockNode[];
	let node: BlockNode | undefined;
	for ( const index of key.split( '-' ).map( Number ) ) {
		node = nodes[ index ];
		if ( ! node ) {
			return null;
		}
		nodes = node.innerBlocks;
	}
	return node && node.blockName === blockName ? node : null;
}
