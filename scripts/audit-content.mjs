/**
 * `npm run audit-content -- [--json] <files or folders of .html | WordPress export .xml>…`
 *
 * Checks content saved by Jetpack (or by this suite) before switching: every block is parsed
 * and validated with the suite's blocks and the core blocks registered, and the report says,
 * per block name, how many are valid, valid after migration (a deprecation matched), invalid
 * (with the validation issues) or unknown. Exit code 1 when a block is invalid.
 *
 * The tool is TypeScript (tools/audit-content/); this script bundles it with esbuild into
 * build/tools/audit-content.js and runs it under Node with jsdom providing the DOM.
 */
import {
	bundleForNode,
	loadWithDom,
} from '../tools/audit-content/node-bundle.mjs';

const bundle = await bundleForNode(
	'tools/audit-content/cli.ts',
	'build/tools/audit-content.js'
);
const { main } = loadWithDom( bundle );
process.exitCode = main( process.argv.slice( 2 ) );
