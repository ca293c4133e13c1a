/**
 * The browser's own import() of an ES module by URL, left as it is by both builds (esbuild
 * keeps a computed import(); webpack is told to by `webpackIgnore`). Alone in its file so a
 * test page without module loading (jsdom: tests/server/support/view-page.ts) can put its own
 * loader in its place; nothing else here.
 * @param url the module's address
 */
export const importModule = ( url: string ): Promise< unknown > =>
	import( /* webpackIgnore: true */ url );
