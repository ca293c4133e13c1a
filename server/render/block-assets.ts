/**
 * The front-end files a page needs for the blocks on it: build/blocks/<slug>/style.css and
 * build/blocks/<slug>/view.js, each only when the block is present and the file was built.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerBlockDefinition } from './render-content';

export type BlockAssets = { styles: string[]; scripts: string[] };

/**
 * The folder under blocks/ for a block name: from the server list, else the name's last part.
 * @param name
 * @param blocks
 */
function slugFor(
	name: string,
	blocks: ServerBlockDefinition[]
): string | null {
	const known = blocks.find( ( block ) => block.metadata.name === name );
	if ( known ) {
		return known.slug;
	}
	const [ namespace, local ] = name.split( '/' );
	return namespace &&
		local &&
		namespace !== 'core' &&
		/^[a-z0-9-]+$/.test( local )
		? local
		: null;
}

export function blockAssets(
	blockNames: Iterable< string >,
	blocks: ServerBlockDefinition[],
	buildDir: string
): BlockAssets {
	const assets: BlockAssets = { styles: [], scripts: [] };
	const slugs = new Set< string >();
	for ( const name of blockNames ) {
		const slug = slugFor( name, blocks );
		if ( slug ) {
			slugs.add( slug );
		}
	}
	for ( const slug of [ ...slugs ].sort() ) {
		const folder = path.join( buildDir, 'blocks', slug );
		if ( existsSync( path.join( folder, 'style.css' ) ) ) {
			assets.styles.push( `/build/blocks/${ slug }/style.css` );
		}
		if ( existsSync( path.join( folder, 'view.js' ) ) ) {
			assets.scripts.push( `/build/blocks/${ slug }/view.js` );
		}
	}
	return assets;
}
