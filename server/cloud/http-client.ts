/**
 * The site's adapter to the cloud: plain HTTP (fetch) against a base URL, so the cloud can be
 * this host (the default: the site calls itself on its loopback address) or a remote one
 * (CLOUD_URL). Every refusal becomes a CloudError with the cloud's `error` code; no answer at
 * all becomes `cloud_unreachable`.
 */
import {
	CloudError,
	type CloudApi,
	type CloudRegistration,
	type CloudTestResult,
	type CloudUser,
	type SiteCredentials,
} from './api';
import { parseJson } from '../http/input';

export type CloudFetch = (
	url: string,
	init: RequestInit
) => Promise< Response >;

const TIMEOUT_MS = 15000;

function basicAuth( credentials: SiteCredentials ): string {
	return `Basic ${ Buffer.from(
		`${ credentials.blogId }:${ credentials.secret }`
	).toString( 'base64' ) }`;
}

/**
 * @param baseUrl   the cloud's base URL without a trailing slash, read at each call
 * @param fetchImpl the HTTP client (global fetch by default)
 */
export function createHttpCloudApi(
	baseUrl: () => string,
	fetchImpl: CloudFetch = ( url, init ) => fetch( url, init )
): CloudApi {
	async function call< T >(
		path: string,
		body: unknown,
		credentials?: SiteCredentials
	): Promise< T > {
		const url = `${ baseUrl().replace( /\/+$/, '' ) }${ path }`;
		const headers: Record< string, string > = {
			'Content-Type': 'application/json',
			Accept: 'application/json',
		};
		if ( credentials ) {
			headers.Authorization = basicAuth( credentials );
		}
		let response: Response;
		let text: string;
		try {
			response = await fetchImpl( url, {
				method: 'POST',
				headers,
				body: JSON.stringify( body ?? {} ),
				redirect: 'error',
				signal: AbortSignal.timeout( TIMEOUT_MS ),
			} );
			text = await response.text();
		} catch ( error ) {
			throw new CloudError(
				'cloud_unreachable',
				`The cloud at ${ baseUrl() } could not be reached: ${
					error instanceof Error ? error.message : String( error )
				}`,
				502
			);
		}
		let parsed: Record< string, unknown > = {};
		try {
			parsed = parseJson( text ) as Record< string, unknown >;
		} catch {
			throw new CloudError(
				'cloud_bad_response',
				`The cloud answered ${ response.status } with something that is not JSON.`,
				502
			);
		}
		if ( ! response.ok ) {
			throw new CloudError(
				String( parsed.error ?? 'cloud_error' ),
				String(
					parsed.error_description ??
						`The cloud answered ${ response.status }.`
				),
				response.status
			);
		}
		return parsed as T;
	}

	return {
		async registerSite( input ): Promise< CloudRegistration > {
			const answer = await call< {
				blog_id: number;
				secret: string;
				authorize_url: string;
			} >( '/cloud/sites', input );
			return {
				blogId: answer.blog_id,
				secret: answer.secret,
				authorizeUrl: answer.authorize_url,
			};
		},
		async exchangeCode( credentials, input ) {
			const answer = await call< {
				access_token: string;
				user: CloudUser;
			} >(
				'/cloud/token',
				{
					grant_type: 'authorization_code',
					code: input.code,
					redirect_uri: input.redirectUri,
				},
				credentials
			);
			return { token: answer.access_token, user: answer.user };
		},
		testConnection( credentials, userToken ) {
			return call< CloudTestResult >(
				'/cloud/sites/test',
				userToken === undefined ? {} : { user_token: userToken },
				credentials
			);
		},
		async revokeUserToken( credentials, token ) {
			await call( '/cloud/tokens/revoke', { token }, credentials );
		},
		async disconnectSite( credentials ) {
			await call( '/cloud/sites/disconnect', {}, credentials );
		},
	};
}
