/**
 * Turns saved post content into what visitors get: parse the block tree, output static blocks as
 * saved, and replace every block that has a server renderer with `render(attributes,
 * innerHTML-with-rendered-inner-blocks, context)` (the context also says where the block sits:
 * `context.block`, see shared/render-context.ts). Also reports which blocks the content holds,
 * so the page loads only their styles and view scripts.
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import type { BlockRenderer, RenderContext } from '../../shared/render-context';
import { autop } from './autop';

/** What the renderer needs of blocks/server.ts's entries (structurally the same type). */
export type ServerBlockDefinition = {
	slug: string;
	metadata: { name: string; [ key: string ]: unknown };
	render?: BlockRenderer;
};

/** A block as @wordpress/block-serialization-default-parser gives it. */
export type ParsedBlock = {
	blockName: string | null;
	attrs: Record< string, unknown > | null;
	innerBlocks: ParsedBlock[];
	innerHTML: string;
	innerContent: Array< string | null >;
};

export type RenderedContent = {
	html: string;
	/** Names of every block in the content, nested ones included. */
	blockNames: Set< string >;
};

export type RenderFailure = ( blockName: string, error: unknown ) => void;

export function renderContent(
	content: string,
	blocks: ServerBlockDefinition[],
	context: RenderContext,
	onFailure?: RenderFailure
): RenderedContent {
	const renderers = new Map< string, BlockRenderer >();
	for ( const block of blocks ) {
		if ( block.render ) {
			renderers.set( block.metadata.name, block.render );
		}
	}
	const blockNames = new Set< string >();

	const renderBlock = (
		block: ParsedBlock,
		path: number[],
		ancestors: ParsedBlock[]
	): string => {
		let inner = '';
		let next = 0;
		const within = [ ...ancestors, block ];
		for ( const chunk of block.innerContent ) {
			if ( chunk === null ) {
				const index = next++;
				inner += renderBlock(
					block.innerBlocks[ index ],
					[ ...path, index ],
					within
				);
			} else {
				inner += chunk;
			}
		}
		if ( ! block.blockName ) {
			return inner;
		}
		blockNames.add( block.blockName );
		const render = renderers.get( block.blockName );
		if ( ! render ) {
			return inner;
		}
		try {
			return render( block.attrs ?? {}, inner, {
				...context,
				block: { node: block, path, ancestors },
			} );
		} catch ( error ) {
			// A broken renderer must not take the page down: keep the saved markup.
			onFailure?.( block.blockName, error );
			return inner;
		}
	};

	const parsed = parse( content ) as ParsedBlock[];
	const hasBlocks = parsed.some( ( block ) => block.blockName !== null );
	if ( ! hasBlocks ) {
		// Classic content: paragraphs from blank lines, as WordPress's wpautop.
		return { html: autop( content ), blockNames };
	}
	return {
		html: parsed
			.map( ( block, index ) => renderBlock( block, [ index ], [] ) )
			.join( '' ),
		blockNames,
	};
}
