/**
 * Loads a view chunk: `<file>` beside the running view script (blocks/<slug>/view-chunks/,
 * built into the block's folder by scripts/view-chunks.mjs), with the script's own query string
 * (WordPress adds `?ver=`), so a new view script never meets an old chunk in a cache. The
 * script's address is read while it runs (document.currentScript is only set then); the page's
 * address stands in when there is none.
 */
import { importModule } from './import-module';

const base = ( document.currentScript as HTMLScriptElement | null )?.src || '';

/**
 * The chunk's exports, or a rejection when it cannot be loaded.
 * @param file the built chunk's name, e.g. `steps.js`
 */
export function loadViewChunk< Chunk >( file: string ): Promise< Chunk > {
	const url = new URL( file, base || location.href );
	url.search = base && new URL( base ).search;
	return importModule( url.href ) as Promise< Chunk >;
}
