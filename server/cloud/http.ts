/**
 * The cloud's HTTP surface under `/cloud/` (what a remote cloud would serve the same way):
 *
 * | method | path | auth | body → answer |
 * |---|---|---|---|
 * | POST | /cloud/sites | none | `{ url, name }` → 201 `{ blog_id, secret, authorize_url }` |
 * | GET, POST | /cloud/authorize | host session | the approval page (authorize-page.ts) |
 * | POST | /cloud/token | Basic blog_id:secret | `{ grant_type: authorization_code, code, redirect_uri }` → `{ access_token, token_type, user }` |
 * | POST | /cloud/sites/test | Basic | `{ user_token? }` → `{ site: true, user }` |
 * | POST | /cloud/tokens/revoke | Basic | `{ token }` → `{ revoked }` |
 * | POST | /cloud/sites/disconnect | Basic | → `{ disconnected: true }` |
 *
 * Errors are OAuth-style: `{ error, error_description }` with a 4xx status.
 */
import { mediaType, readBody } from '../http/body';
import { parseJsonObject } from '../http/input';
import { sendJson } from '../http/respond';
import type { RequestContext } from '../site-context';
import { handleAuthorizePage } from './authorize-page';
import {
	createCloudSite,
	findCloudSite,
	isTokenValid,
	redeemCode,
	revokeSite,
	revokeToken,
	type CloudSite,
} from './store';
import { canonicalUrl } from './urls';

const BODY_LIMIT = 64 * 1024;

class CloudHttpError extends Error {
	constructor(
		readonly status: number,
		readonly error: string,
		description: string
	) {
		super( description );
	}
}

async function jsonBody(
	ctx: RequestContext
): Promise< Record< string, unknown > > {
	const body = await readBody( ctx.req, BODY_LIMIT );
	if ( ! body.length ) {
		return {};
	}
	if ( mediaType( ctx.req ) !== 'application/json' ) {
		throw new CloudHttpError(
			400,
			'invalid_request',
			'Send the body as application/json.'
		);
	}
	try {
		const value = parseJsonObject( body.toString( 'utf8' ) );
		if ( value ) {
			return value;
		}
	} catch {
		// Answered below.
	}
	throw new CloudHttpError(
		400,
		'invalid_request',
		'The body is not a JSON object.'
	);
}

function stringField( body: Record< string, unknown >, name: string ): string {
	const value = body[ name ];
	if ( typeof value !== 'string' || value === '' ) {
		throw new CloudHttpError(
			400,
			'invalid_request',
			`${ name } is required.`
		);
	}
	return value;
}

/** The site named by HTTP Basic credentials `blog_id:secret`. */
async function authenticatedSite( ctx: RequestContext ): Promise< CloudSite > {
	const header = ctx.req.headers.authorization ?? '';
	const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec( header );
	const decoded = match
		? Buffer.from( match[ 1 ], 'base64' ).toString( 'utf8' )
		: '';
	const separator = decoded.indexOf( ':' );
	const blogId = Number( decoded.slice( 0, separator ) );
	const site =
		separator > 0 && Number.isInteger( blogId )
			? await findCloudSite(
					ctx.site.db,
					blogId,
					decoded.slice( separator + 1 )
				)
			: null;
	if ( ! site ) {
		throw new CloudHttpError(
			401,
			'invalid_client',
			'The site credentials are unknown or have been revoked.'
		);
	}
	return site;
}

export const authorizeBase = ( ctx: RequestContext, blogId: number ) =>
	`${ ctx.site.serverUrl() }/cloud/authorize?client_id=${ blogId }`;

type ApiHandler = ( ctx: RequestContext ) => Promise< [ number, unknown ] >;

const API: Record< string, ApiHandler > = {
	async '/cloud/sites'( ctx ) {
		const body = await jsonBody( ctx );
		const url = canonicalUrl( stringField( body, 'url' ) );
		if ( ! url ) {
			throw new CloudHttpError(
				400,
				'invalid_request',
				'url must be an http(s) URL.'
			);
		}
		const name =
			typeof body.name === 'string' ? body.name.slice( 0, 200 ) : '';
		const created = await createCloudSite( ctx.site.db, {
			url: url.replace( /\/+$/, '' ),
			name,
		} );
		return [
			201,
			{
				blog_id: created.blogId,
				secret: created.secret,
				authorize_url: authorizeBase( ctx, created.blogId ),
			},
		];
	},
	async '/cloud/token'( ctx ) {
		const site = await authenticatedSite( ctx );
		const body = await jsonBody( ctx );
		if ( body.grant_type !== 'authorization_code' ) {
			throw new CloudHttpError(
				400,
				'unsupported_grant_type',
				'grant_type must be authorization_code.'
			);
		}
		const redeemed = await redeemCode( ctx.site.db, {
			blogId: site.blogId,
			code: stringField( body, 'code' ),
			redirectUri:
				canonicalUrl( stringField( body, 'redirect_uri' ) ) ?? '',
		} );
		if ( ! redeemed ) {
			throw new CloudHttpError(
				400,
				'invalid_grant',
				'The authorization code is unknown, used, expired or for another address.'
			);
		}
		return [
			200,
			{
				access_token: redeemed.token,
				token_type: 'bearer',
				user: redeemed.user,
			},
		];
	},
	async '/cloud/sites/test'( ctx ) {
		const site = await authenticatedSite( ctx );
		const body = await jsonBody( ctx );
		const token =
			typeof body.user_token === 'string' ? body.user_token : null;
		return [
			200,
			{
				site: true,
				user:
					token === null
						? null
						: await isTokenValid( ctx.site.db, site.blogId, token ),
			},
		];
	},
	async '/cloud/tokens/revoke'( ctx ) {
		const site = await authenticatedSite( ctx );
		const body = await jsonBody( ctx );
		const token = stringField( body, 'token' );
		return [
			200,
			{ revoked: await revokeToken( ctx.site.db, site.blogId, token ) },
		];
	},
	async '/cloud/sites/disconnect'( ctx ) {
		const site = await authenticatedSite( ctx );
		await revokeSite( ctx.site.db, site.blogId );
		return [ 200, { disconnected: true } ];
	},
};

/** Every address the cloud answers (the router's tests sweep them). */
export const CLOUD_PATHS = [ '/cloud/authorize', ...Object.keys( API ) ];

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Answers every request under `/cloud/`.
 * @param ctx
 */
export async function handleCloudRequest(
	ctx: RequestContext
): Promise< void > {
	const path = ctx.url.pathname.replace( /\/+$/, '' );
	if ( path === '/cloud/authorize' ) {
		return handleAuthorizePage( ctx );
	}
	const handler = Object.hasOwn( API, path ) ? API[ path ] : undefined;
	try {
		if ( ! handler ) {
			throw new CloudHttpError(
				404,
				'not_found',
				'No cloud endpoint at this address.'
			);
		}
		if ( ctx.req.method !== 'POST' ) {
			throw new CloudHttpError( 405, 'invalid_request', 'Use POST.' );
		}
		const [ status, body ] = await handler( ctx );
		sendJson( ctx.res, status, body, NO_STORE );
	} catch ( error ) {
		if ( ! ( error instanceof CloudHttpError ) ) {
			throw error;
		}
		sendJson(
			ctx.res,
			error.status,
			{ error: error.error, error_description: error.message },
			NO_STORE
		);
	}
}
