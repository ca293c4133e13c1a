/**
 * `npm start`: installs what is missing, builds the site, and runs it.
 * PORT (default 8888), HOST (default 127.0.0.1) and DATA_DIR (default ./data) configure it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { root } from './paths.mjs';

ensureInstall();
const { build } = await import( './build.mjs' );
await build();

const server = spawn(
	process.execPath,
	[ path.join( root, 'build', 'server', 'index.js' ) ],
	{
		cwd: root,
		stdio: 'inherit',
		env: process.env,
	}
);
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => server.kill( signal ) );
}
server.on( 'exit', ( code ) => process.exit( code ?? 0 ) );
