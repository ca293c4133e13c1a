/**
 * Installs dependencies when node_modules is missing or older than package-lock.json.
 * `npm ci` cannot be used on these machines (see docs/architecture.md), so this runs
 * `npm install`, which honours the committed lock file.
 */
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { root } from './paths.mjs';

export function ensureInstall() {
	const marker = path.join( root, 'node_modules', '.package-lock.json' );
	const lock = path.join( root, 'package-lock.json' );
	const fresh =
		existsSync( marker ) &&
		existsSync(
			path.join(
				root,
				'node_modules',
				'better-sqlite3',
				'build',
				'Release',
				'better_sqlite3.node'
			)
		) &&
		( ! existsSync( lock ) ||
			statSync( marker ).mtimeMs >= statSync( lock ).mtimeMs );
	if ( fresh ) {
		return;
	}
	console.log( 'Installing dependencies (npm install)…' );
	execSync( 'npm install --no-audit --no-fund', {
		cwd: root,
		stdio: 'inherit',
	} );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	ensureInstall();
}
