/**
 * The site host's configuration, read once from the environment.
 *
 * | variable           | default                  |
 * |--------------------|--------------------------|
 * | PORT               | 8888                     |
 * | HOST               | 127.0.0.1                |
 * | DATA_DIR           | <project>/data           |
 * | BUILD_DIR          | <project>/build          |
 * | ADMIN_PASSWORD     | generated on first start |
 * | EDITOR_PASSWORD    | generated on first start |
 * | MAX_UPLOAD_BYTES   | 10485760 (10 MB)         |
 * | SITE_URL           | http://HOST:PORT         |
 */
import path from 'node:path';

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type SiteConfig = {
	port: number;
	host: string;
	dataDir: string;
	buildDir: string;
	adminPassword?: string;
	editorPassword?: string;
	maxUploadBytes: number;
	siteUrl?: string;
};

function positiveInteger(
	name: string,
	raw: string | undefined,
	fallback: number
): number {
	if ( raw === undefined || raw === '' ) {
		return fallback;
	}
	const value = Number( raw );
	if ( ! Number.isInteger( value ) || value < 0 ) {
		throw new Error( `${ name } must be a whole number, got "${ raw }".` );
	}
	return value;
}

function nonEmpty( raw: string | undefined ): string | undefined {
	return raw === undefined || raw === '' ? undefined : raw;
}

/**
 * @param env         usually `process.env`
 * @param projectRoot folder holding `data/` and `build/` by default
 */
export function loadConfig(
	env: NodeJS.ProcessEnv,
	projectRoot: string
): SiteConfig {
	const siteUrl = nonEmpty( env.SITE_URL );
	if ( siteUrl && ! /^https?:\/\/[^/\s]+/.test( siteUrl ) ) {
		throw new Error(
			`SITE_URL must be an http(s) URL, got "${ siteUrl }".`
		);
	}
	return {
		port: positiveInteger( 'PORT', env.PORT, 8888 ),
		host: nonEmpty( env.HOST ) ?? '127.0.0.1',
		dataDir: path.resolve(
			projectRoot,
			nonEmpty( env.DATA_DIR ) ?? 'data'
		),
		buildDir: path.resolve(
			projectRoot,
			nonEmpty( env.BUILD_DIR ) ?? 'build'
		),
		adminPassword: nonEmpty( env.ADMIN_PASSWORD ),
		editorPassword: nonEmpty( env.EDITOR_PASSWORD ),
		maxUploadBytes: positiveInteger(
			'MAX_UPLOAD_BYTES',
			env.MAX_UPLOAD_BYTES,
			DEFAULT_MAX_UPLOAD_BYTES
		),
		siteUrl: siteUrl?.replace( /\/+$/, '' ),
	};
}
