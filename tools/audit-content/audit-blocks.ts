/**
 * Classifies every block of parsed content, nested ones included:
 * - valid:    the current save reproduces the stored markup;
 * - migrated: a deprecation reproduced it, so the editor upgrades the block on open;
 * - invalid:  nothing reproduced it; the editor shows "This block contains unexpected or
 *             invalid content" and the reasons are the parser's validation issues;
 * - unknown:  no block of that name is registered (the editor shows it as missing).
 * Classic HTML outside blocks (core/freeform) is valid content.
 */
import {
	getFreeformContentHandlerName,
	getUnregisteredTypeHandlerName,
	type Block,
} from '@wordpress/blocks';
import { deprecationThatProduced } from './migration-tracker';
import { parseContent } from './parse-content';
import { formatValidationIssues } from './validation-issues';

export type BlockStatus = 'valid' | 'migrated' | 'invalid' | 'unknown';

export type BlockFinding = {
	/** Name stored in the content (the original name for unknown blocks). */
	name: string;
	status: BlockStatus;
	/** 1-based position: "3" is the third top-level block, "3.2" its second inner block. */
	path: string;
	/** Readable validation issues, for invalid blocks. */
	issues: string[];
	/** 1-based deprecation number (settings.deprecated index + 1) that migrated the block. */
	deprecation?: number;
};

function isUnknown( block: Block ): boolean {
	if ( block.name === getUnregisteredTypeHandlerName() ) {
		return true;
	}
	return (
		block.name === getFreeformContentHandlerName() &&
		typeof block.attributes.originalName === 'string'
	);
}

function classify( block: Block, path: string ): BlockFinding {
	if ( isUnknown( block ) ) {
		return {
			name: String( block.attributes.originalName ?? block.name ),
			status: 'unknown',
			path,
			issues: [],
		};
	}
	if ( ! block.isValid ) {
		return {
			name: block.name,
			status: 'invalid',
			path,
			issues: formatValidationIssues( block.validationIssues ),
		};
	}
	const deprecation = deprecationThatProduced( block.attributes );
	if ( deprecation !== undefined ) {
		return {
			name: block.name,
			status: 'migrated',
			path,
			issues: [],
			deprecation: deprecation + 1,
		};
	}
	return { name: block.name, status: 'valid', path, issues: [] };
}

export function classifyBlocks(
	blocks: Block[],
	parentPath = ''
): BlockFinding[] {
	return blocks.flatMap( ( block, index ) => {
		const path = parentPath
			? `${ parentPath }.${ index + 1 }`
			: String( index + 1 );
		return [
			classify( block, path ),
			...classifyBlocks( block.innerBlocks ?? [], path ),
		];
	} );
}

export function auditContent( html: string ): BlockFinding[] {
	return classifyBlocks( parseContent( html ).blocks );
}
