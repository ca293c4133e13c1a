/**
 * Registers what content can contain: every core block (so core blocks and their inner blocks
 * parse, and unknown names fall back to core/missing as in the editor) and the given suite
 * blocks, with deprecation tracking. Classic HTML outside blocks is read as core/freeform. Used by the content audit, the fixture harness, the
 * compatibility suite and the parse benchmark, so they all see content the same way.
 */
import './text-encoding';
import {
	getBlockType,
	getFreeformContentHandlerName,
	setFreeformContentHandlerName,
} from '@wordpress/blocks';
import { registerCoreBlocks } from '@wordpress/block-library';
import {
	registerSuiteBlock,
	type SuiteBlock,
} from '../../shared/register-block';
import { withMigrationTracking } from './migration-tracker';

export function registerContentBlocks( suiteBlocks: SuiteBlock[] ) {
	if ( ! getBlockType( 'core/paragraph' ) ) {
		registerCoreBlocks();
	}
	// WordPress hands HTML outside block delimiters to the Classic block; registerCoreBlocks
	// only does so when TinyMCE is loaded, so say it here to read classic content as WordPress does.
	if (
		! getFreeformContentHandlerName() &&
		getBlockType( 'core/freeform' )
	) {
		setFreeformContentHandlerName( 'core/freeform' );
	}
	for ( const block of suiteBlocks ) {
		if ( getBlockType( block.metadata.name ) ) {
			continue;
		}
		registerSuiteBlock( withMigrationTracking( block ) );
	}
}
