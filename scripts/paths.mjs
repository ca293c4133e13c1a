/** Where things are, for the project's scripts: the repository root and the tools they run. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/** The command line of `@wordpress/scripts` (webpack build, lint-js, lint-style). */
export const wpScriptsBin = path.join(
	root,
	'node_modules',
	'@wordpress',
	'scripts',
	'bin',
	'wp-scripts.js'
);
