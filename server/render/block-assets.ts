/**
 * The front-end files a page needs for the blocks on it: what each block's block.json declares
 * as `style` and `viewScript` (`file:./style.css`, `file:./view.js`, built into
 * build/blocks/<slug>/), only for the blocks present. Read from the metadata the host already
 * holds, so serving a page touches no file system.
 */
import type { ServerBlockDefinition } from './render-content';

export type BlockAssets = { styles: string[]; scripts: string[] };

/**
 * Where the site serves a built file of a block's folder (build/blocks/<slug>/<file>).
 * @param slug the block's folder
 * @param file the built file's name
 */
export const blockFileUrl = ( slug: string, file: string ) =>
	`/build/blocks/${ slug }/${ file }`;

/**
 * The built file a block.json asset field names (`file:./view.js` → `view.js`), or null.
 * @param value the field's value
 */
function builtFile( value: unknown ): string | null {
	const match =
		typeof value === 'string'
			? /^file:\.\/([a-z-]+\.(?:js|css))$/.exec( value )
			: null;
	return match ? match[ 1 ] : null;
}

export function blockAssets(
	blockNames: Iterable< string >,
	blocks: ServerBlockDefinition[]
): BlockAssets {
	const present = new Set( blockNames );
	const assets: BlockAssets = { styles: [], scripts: [] };
	const used = blocks
		.filter( ( block ) => present.has( block.metadata.name ) )
		.sort( ( a, b ) => a.slug.localeCompare( b.slug ) );
	for ( const { slug, metadata } of used ) {
		const style = builtFile( metadata.style );
		const script = builtFile( metadata.viewScript );
		if ( style ) {
			assets.styles.push( blockFileUrl( slug, style ) );
		}
		if ( script ) {
			assets.scripts.push( blockFileUrl( slug, script ) );
		}
	}
	return assets;
}
