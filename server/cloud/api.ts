/**
 * What the site asks of the provider's cloud. The only implementation the site uses is the HTTP
 * one (http-client.ts), pointed at CLOUD_URL — by default this very host, whose `/cloud/` pages
 * and endpoints (http.ts) are the cloud.
 */

/** The site's credentials: its blog id and secret, sent as HTTP Basic auth. */
export type SiteCredentials = { blogId: number; secret: string };

export type CloudRegistration = SiteCredentials & {
	/** The cloud's authorization page for this site (`…/cloud/authorize?client_id=ID`). */
	authorizeUrl: string;
};

export type CloudUser = {
	ID: number;
	login: string;
	email: string;
	display_name: string;
};

export type CloudTestResult = {
	/** The site's credentials are valid. */
	site: boolean;
	/** The user token is valid; null when none was sent. */
	user: boolean | null;
};

export type CloudApi = {
	registerSite: ( input: {
		url: string;
		name: string;
	} ) => Promise< CloudRegistration >;
	/** Trades a one-time authorization code for the user's token. */
	exchangeCode: (
		credentials: SiteCredentials,
		input: { code: string; redirectUri: string }
	) => Promise< { token: string; user: CloudUser } >;
	testConnection: (
		credentials: SiteCredentials,
		userToken?: string
	) => Promise< CloudTestResult >;
	revokeUserToken: (
		credentials: SiteCredentials,
		token: string
	) => Promise< void >;
	/** Revokes the site and every user token issued for it. */
	disconnectSite: ( credentials: SiteCredentials ) => Promise< void >;
};

/**
 * A refusal from the cloud (`code` is the OAuth-style `error`, e.g. `invalid_grant`) or
 * `cloud_unreachable` when no answer arrived.
 */
export class CloudError extends Error {
	override name = 'CloudError';

	constructor(
		readonly code: string,
		message: string,
		readonly status: number
	) {
		super( message );
	}
}
