/**
 * Everything a request handler may reach: the database, the upload storage, the route table,
 * the build folder and the limits. One per running site; never global, so tests can run
 * several sites in one process.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Session } from './auth/sessions';
import type { SiteType } from '../shared/site-type/site-type';
import type { CloudApi } from './cloud/api';
import type { EmbedServiceUrls } from './embeds/service-urls';
import type { SiteDb } from './db/schema';
import type { Logger } from './logger';
import type { ServerBlockDefinition } from './render/render-content';
import type { RestRegistry } from './rest/registry';
import type { FileStorage } from './storage/storage';

export type SiteContext = {
	db: SiteDb;
	storage: FileStorage;
	rest: RestRegistry;
	log: Logger;
	buildDir: string;
	/** Absolute path of @wordpress/block-library's front-end stylesheet. */
	blockLibraryCss: string | null;
	serverBlocks: ServerBlockDefinition[];
	maxUploadBytes: number;
	/** Largest JSON or form body any other route accepts. */
	maxBodyBytes: number;
	/** Failed sign-ins allowed per address and user name in 15 minutes (auth/login-throttle.ts). */
	loginAttemptLimit: number;
	/** Secret behind every nonce, kept in the database so all site processes share it. */
	nonceSecret: string;
	/** The site's public URL without a trailing slash (SITE_URL, else where it listens). */
	serverUrl: () => string;
	/** Whether cookies must carry `Secure` (the site URL is https). */
	secureCookies: () => boolean;
	/** The provider's cloud, over HTTP (CLOUD_URL, else this host on its loopback address). */
	cloud: CloudApi;
	/** simple, atomic or self-hosted (SITE_TYPE): changes the admin screen's upgrade and help links. */
	siteType: SiteType;
	/** Where the embed adapters reach OpenTable and pin.it (OPENTABLE_URL, PIN_IT_URL). */
	embedServices: EmbedServiceUrls;
};

/** One HTTP request, as page handlers see it. */
export type RequestContext = {
	site: SiteContext;
	req: IncomingMessage;
	res: ServerResponse;
	url: URL;
	cookies: Record< string, string >;
	/** The signed-in session named by the cookie, if any (pages need no nonce). */
	session: Session | null;
};
