/**
 * createSite(): opens (and migrates, and on first start seeds) the database under `dataDir`,
 * then serves the site on `host:port`. Port 0 picks a free port, which tests use.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getNonceSecret } from './auth/nonces';
import { createHttpCloudApi } from './cloud/http-client';
import { DEFAULT_MAX_UPLOAD_BYTES } from './config';
import {
	DEFAULT_SITE_TYPE,
	type SiteType,
} from '../shared/site-type/site-type';
import { openDatabase } from './db/open';
import type { SiteDb } from './db/schema';
import { seedIfEmpty, type SeedResult } from './db/seed';
import { startFormsService } from './forms/service';
import { handleRequest } from './http/router';
import { createLogger, type Logger } from './logger';
import { coreServerBlocks } from './render/core-blocks';
import type { ServerBlockDefinition } from './render/render-content';
import { createCoreRegistry } from './rest/routes';
import type { RestRegistry } from './rest/registry';
import type { SiteContext } from './site-context';
import { DiskStorage } from './storage/disk-storage';
import type { FileStorage } from './storage/storage';
import {
	DEFAULT_EMBED_SERVICE_URLS,
	type EmbedServiceUrls,
} from './embeds/service-urls';

export type SiteOptions = {
	dataDir: string;
	port?: number;
	host?: string;
	/** Password of `admin` when the database is first created (generated when absent). */
	adminPassword?: string;
	/** Password of `editor` when the database is first created (generated when absent). */
	editorPassword?: string;
	/** Folder with app/, blocks/ bundles; served at /build/. */
	buildDir: string;
	/** No information output (errors are still printed). */
	quiet?: boolean;
	maxUploadBytes?: number;
	/** Largest JSON/form request body (default 10 MB). */
	maxBodyBytes?: number;
	/** Public URL, e.g. https://example.org; defaults to where the server listens. */
	siteUrl?: string;
	/** Server renderers; defaults to blocks/server.ts. */
	serverBlocks?: ServerBlockDefinition[];
	/** Upload storage; defaults to the disk under `<dataDir>/uploads`. */
	storage?: FileStorage;
	/** Failed sign-ins allowed per address and user name per 15 minutes (default 10); see auth/login-throttle.ts. */
	loginAttemptLimit?: number;
	/** Where the site logs; defaults to stdout/stderr (quiet hides information and warnings). */
	log?: Logger;
	/** Base URL of the provider's cloud; defaults to this site (reached on its loopback address). */
	cloudUrl?: string;
	/** simple, atomic or self-hosted (default). */
	siteType?: SiteType;
	/** Base URLs of the embed services (defaults: the real services). */
	embedServices?: Partial< EmbedServiceUrls >;
};

export type Site = {
	url: string;
	db: SiteDb;
	rest: RestRegistry;
	/** Passwords generated on this first start, or null when the database already existed. */
	seeded: SeedResult;
	close: () => Promise< void >;
};

function findBlockLibraryCss(): string | null {
	try {
		const main = require.resolve( '@wordpress/block-library/package.json' );
		return path.join( path.dirname( main ), 'build-style', 'style.css' );
	} catch {
		return null;
	}
}

async function defaultServerBlocks(): Promise< ServerBlockDefinition[] > {
	const { serverBlocks } = await import( '../blocks/server' );
	return serverBlocks;
}

export async function createSite( options: SiteOptions ): Promise< Site > {
	const log = options.log ?? createLogger( !! options.quiet );
	const serverBlocks =
		options.serverBlocks ?? ( await defaultServerBlocks() );
	const db = await openDatabase( options.dataDir );
	let server: Server | null = null;
	try {
		const seeded = await seedIfEmpty( db, options );
		const host = options.host ?? '127.0.0.1';
		let listeningUrl = '';
		let loopbackUrl = '';
		const configuredUrl = options.siteUrl?.replace( /\/+$/, '' );
		const site: SiteContext = {
			db,
			storage:
				options.storage ??
				new DiskStorage( path.join( options.dataDir, 'uploads' ) ),
			rest: createCoreRegistry(),
			log,
			buildDir: path.resolve( options.buildDir ),
			blockLibraryCss: findBlockLibraryCss(),
			// Core blocks WordPress renders in PHP (social links) are rendered here too.
			serverBlocks: [ ...serverBlocks, ...coreServerBlocks ],
			maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
			maxBodyBytes: options.maxBodyBytes ?? 10 * 1024 * 1024,
			loginAttemptLimit: options.loginAttemptLimit ?? 10,
			nonceSecret: await getNonceSecret( db ),
			serverUrl: () => configuredUrl ?? listeningUrl,
			secureCookies: () => ( configuredUrl ?? '' ).startsWith( 'https:' ),
			siteType: options.siteType ?? DEFAULT_SITE_TYPE,
			cloud: createHttpCloudApi( () => options.cloudUrl ?? loopbackUrl ),
			embedServices: {
				...DEFAULT_EMBED_SERVICE_URLS,
				...options.embedServices,
			},
		};
		const httpServer = createServer(
			( req, res ) => void handleRequest( site, req, res )
		);
		server = httpServer;
		await new Promise< void >( ( resolve, reject ) => {
			httpServer.once( 'error', reject );
			httpServer.listen( options.port ?? 8888, host, () => {
				httpServer.off( 'error', reject );
				resolve();
			} );
		} );
		const address = httpServer.address() as AddressInfo;
		const shownHost =
			address.family === 'IPv6'
				? `[${ address.address }]`
				: address.address;
		listeningUrl = `http://${ shownHost }:${ address.port }`;
		// Delivers form notifications, webhooks and leads from the database queue.
		const forms = startFormsService( site );
		loopbackUrl = /^(0\.0\.0\.0|::)$/.test( address.address )
			? `http://127.0.0.1:${ address.port }`
			: listeningUrl;
		if ( seeded ) {
			log.info(
				'First start: created the site database and these accounts (shown only once):'
			);
			log.info( `  administrator  admin / ${ seeded.admin }` );
			log.info( `  editor         editor / ${ seeded.editor }` );
		}
		log.info(
			`Site running at ${ site.serverUrl() }/ (admin: ${ site.serverUrl() }/wp-admin/)`
		);
		return {
			url: listeningUrl,
			db,
			rest: site.rest,
			seeded,
			async close() {
				await new Promise< void >( ( resolve ) => {
					httpServer.close( () => resolve() );
					httpServer.closeAllConnections();
				} );
				await forms.stop();
				await db.destroy();
			},
		};
	} catch ( error ) {
		server?.close();
		await db.destroy();
		throw error;
	}
}
