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
 * | CLOUD_URL          | the site itself          |
 * | SITE_TYPE          | self-hosted (or simple, atomic) |
 * | OPENTABLE_URL      | https://www.opentable.com |
 * | GIPHY_URL          | https://api.giphy.com (key: GIPHY_API_KEY) |
 * | PIN_IT_URL         | https://pin.it           |
 * | NOMINATIM_URL      | https://nominatim.openstreetmap.org |
 * | MAPBOX_API_URL     | https://api.mapbox.com   |
 * | MAP_STYLE_URL      | https://tiles.openfreemap.org/styles/liberty |
 * | MAILCHIMP_URL      | https://<dc>.api.mailchimp.com (dc from the site's API key) |
 */
import path from 'node:path';
import {
	DEFAULT_SITE_TYPE,
	isSiteType,
	type SiteType,
} from '../shared/site-type/site-type';

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
	cloudUrl?: string;
	siteType: SiteType;
	/** Embed service base URLs set in the environment (others keep their defaults). */
	embedServices: {
		openTable?: string;
		pinIt?: string;
		giphy?: string;
		nominatim?: string;
		mapbox?: string;
		mapStyle?: string;
		mailchimp?: string;
	};
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
	const cloudUrl = nonEmpty( env.CLOUD_URL );
	if ( cloudUrl && ! /^https?:\/\/[^/\s]+/.test( cloudUrl ) ) {
		throw new Error(
			`CLOUD_URL must be an http(s) URL, got "${ cloudUrl }".`
		);
	}
	if ( siteUrl && ! /^https?:\/\/[^/\s]+/.test( siteUrl ) ) {
		throw new Error(
			`SITE_URL must be an http(s) URL, got "${ siteUrl }".`
		);
	}
	const embedServices: SiteConfig[ 'embedServices' ] = {};
	for ( const [ name, key ] of [
		[ 'OPENTABLE_URL', 'openTable' ],
		[ 'PIN_IT_URL', 'pinIt' ],
		[ 'GIPHY_URL', 'giphy' ],
		[ 'NOMINATIM_URL', 'nominatim' ],
		[ 'MAPBOX_API_URL', 'mapbox' ],
		[ 'MAP_STYLE_URL', 'mapStyle' ],
		[ 'MAILCHIMP_URL', 'mailchimp' ],
	] as const ) {
		const value = nonEmpty( env[ name ] );
		if ( value && ! /^https?:\/\/[^/\s]+/.test( value ) ) {
			throw new Error(
				`${ name } must be an http(s) URL, got "${ value }".`
			);
		}
		if ( value ) {
			embedServices[ key ] = value.replace( /\/+$/, '' );
		}
	}
	const siteType = nonEmpty( env.SITE_TYPE ) ?? DEFAULT_SITE_TYPE;
	if ( ! isSiteType( siteType ) ) {
		throw new Error(
			`SITE_TYPE must be simple, atomic or self-hosted, got "${ siteType }".`
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
		cloudUrl: cloudUrl?.replace( /\/+$/, '' ),
		siteType,
		embedServices,
	};
}
