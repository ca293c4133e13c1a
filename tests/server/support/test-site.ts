/**
 * Starts a real site (createSite) on port 0 with a fresh temporary data folder and build folder,
 * and helps add users of each role.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUser, type User } from '../../../server/auth/users';
import type { Role } from '../../../server/auth/roles';
import { createSite, type Site, type SiteOptions } from '../../../server/site';
import { SiteClient } from './site-client';

export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const EDITOR_PASSWORD = 'editor-password-for-tests';

export type TestSite = {
	site: Site;
	url: string;
	dataDir: string;
	buildDir: string;
	client: () => SiteClient;
	signedIn: ( login: string, password: string ) => Promise< SiteClient >;
	admin: () => Promise< SiteClient >;
	editor: () => Promise< SiteClient >;
	addUser: (
		role: Role,
		login?: string
	) => Promise< { user: User; password: string; client: SiteClient } >;
	/** Writes a file under the site's build folder (e.g. `blocks/demo/view.js`). */
	writeBuildFile: ( relative: string, content: string ) => void;
	close: () => Promise< void >;
};

let counter = 0;

export async function startTestSite(
	options: Partial< SiteOptions > = {}
): Promise< TestSite > {
	const root = mkdtempSync( path.join( os.tmpdir(), 'suite-site-' ) );
	const dataDir = options.dataDir ?? path.join( root, 'data' );
	const buildDir = options.buildDir ?? path.join( root, 'build' );
	mkdirSync( buildDir, { recursive: true } );
	const site = await createSite( {
		port: 0,
		quiet: true,
		adminPassword: ADMIN_PASSWORD,
		editorPassword: EDITOR_PASSWORD,
		serverBlocks: [],
		...options,
		dataDir,
		buildDir,
	} );
	const client = () => new SiteClient( site.url );
	const signedIn = ( login: string, password: string ) =>
		client().signIn( login, password );
	return {
		site,
		url: site.url,
		dataDir,
		buildDir,
		client,
		signedIn,
		admin: () => signedIn( 'admin', ADMIN_PASSWORD ),
		editor: () => signedIn( 'editor', EDITOR_PASSWORD ),
		async addUser( role, login ) {
			const name = login ?? `${ role }${ ++counter }`;
			const password = `${ name }-password`;
			const user = await createUser( site.db, {
				login: name,
				email: `${ name }@example.com`,
				displayName: name[ 0 ].toUpperCase() + name.slice( 1 ),
				password,
				role,
			} );
			return { user, password, client: await signedIn( name, password ) };
		},
		writeBuildFile( relative, content ) {
			const file = path.join( buildDir, relative );
			mkdirSync( path.dirname( file ), { recursive: true } );
			writeFileSync( file, content );
		},
		async close() {
			await site.close();
			rmSync( root, { recursive: true, force: true } );
		},
	};
}
