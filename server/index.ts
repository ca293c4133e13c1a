/**
 * The site host's entry point (bundled to build/server/index.js): reads the configuration from
 * the environment and serves the site until SIGINT or SIGTERM.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { createSite } from './site';

// Bundled, this file runs from <project>/build/server/.
const projectRoot = path.resolve( __dirname, '..', '..' );

async function main() {
	const config = loadConfig( process.env, projectRoot );
	const site = await createSite( {
		dataDir: config.dataDir,
		port: config.port,
		host: config.host,
		adminPassword: config.adminPassword,
		editorPassword: config.editorPassword,
		buildDir: config.buildDir,
		maxUploadBytes: config.maxUploadBytes,
		siteUrl: config.siteUrl,
		cloudUrl: config.cloudUrl,
		siteType: config.siteType,
		embedServices: config.embedServices,
	} );
	let closing = false;
	const stop = () => {
		if ( closing ) {
			return;
		}
		closing = true;
		site.close().then(
			() => process.exit( 0 ),
			() => process.exit( 1 )
		);
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
}

main().catch( ( error ) => {
	console.error( error instanceof Error ? error.message : error );
	process.exit( 1 );
} );
