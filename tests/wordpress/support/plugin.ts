/**
 * What the WordPress plugin tests (../plugin.test.ts) share: the plugin folder they install and
 * the check that it is built, the blocks of the suite from their block.json, one browser and one
 * audit of Jetpack's fixtures for every version, and the session each version's tests run in.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../support/e2e/browser';
import { auditFolder, type AuditedFile } from './audit';
import type { recordPageMessages } from './page-messages';
import { pluginBuildDir, projectRoot, type WordPressSite } from './site';

export const pluginDir = process.env.WORDPRESS_TEST_PLUGIN_DIR
	? path.resolve( projectRoot, process.env.WORDPRESS_TEST_PLUGIN_DIR )
	: pluginBuildDir;

export const SETUP_TIMEOUT = 300000;

export type SuiteBlockMetadata = {
	name: string;
	title: string;
	category: string;
	parent?: string[];
	ancestor?: string[];
	supports?: { inserter?: boolean };
};

/** Every block of the suite, from the repository's blocks/<slug>/block.json. */
export const suiteBlocks: SuiteBlockMetadata[] = readdirSync(
	path.join( projectRoot, 'blocks' )
)
	.map( ( slug ) => path.join( projectRoot, 'blocks', slug, 'block.json' ) )
	.filter( ( file ) => existsSync( file ) )
	.map(
		( file ) =>
			JSON.parse( readFileSync( file, 'utf8' ) ) as SuiteBlockMetadata
	);

/** The block a suite block must sit in (its parent, or else its ancestor), if any. */
export function holderOf( block: SuiteBlockMetadata ): string | undefined {
	return block.parent?.[ 0 ] ?? block.ancestor?.[ 0 ];
}

/**
 * The blocks an author inserts on their own. Parts (a field's label and input, a form's steps,
 * which sit only in their holder and come with it) are made by their holder's template or
 * variation; WordPress's parser checks their saved markup in the corpus test of ../plugin.test.ts.
 */
export const authorInsertableBlocks = suiteBlocks.filter(
	( block ) => ! holderOf( block ) && block.supports?.inserter !== false
);

export function assertPluginBuilt() {
	const editorScript = path.join( pluginDir, 'build', 'editor.js' );
	if ( ! existsSync( editorScript ) ) {
		throw new Error(
			`${ path.relative(
				projectRoot,
				editorScript
			) } is missing: run \`npm run build:plugin\` first (the WordPress tests install build/wp-plugin/).`
		);
	}
}

let browser: Browser | undefined;
/** One browser for every version's session, launched by the first set-up that needs it. */
export async function sharedBrowser(): Promise< Browser > {
	browser ??= await launchBrowser();
	return browser;
}
export async function closeSharedBrowser() {
	await browser?.close();
}

/** One audit of the corpus for every version, started by the first set-up that needs it. */
let audit: Promise< Map< string, AuditedFile > > | undefined;
export function auditOnce( corpus: string ) {
	audit ??= auditFolder( corpus );
	// Reported by the test that awaits it; not an unhandled rejection meanwhile.
	audit.catch( () => undefined );
	return audit;
}

export function htmlFilesUnder( folder: string, relative = '' ): string[] {
	return readdirSync( path.join( folder, relative ), { withFileTypes: true } )
		.sort( ( a, b ) => a.name.localeCompare( b.name ) )
		.flatMap( ( entry ) => {
			const file = path.join( relative, entry.name );
			if ( entry.isDirectory() ) {
				return htmlFilesUnder( folder, file );
			}
			return entry.name.endsWith( '.html' ) ? [ file ] : [];
		} );
}

export type Session = {
	site: WordPressSite;
	context: BrowserContext;
	page: Page;
	recorder: Awaited< ReturnType< typeof recordPageMessages > >;
};
