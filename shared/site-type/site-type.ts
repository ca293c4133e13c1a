/**
 * The three kinds of site the suite runs on (spec §1, §6):
 * - `simple`: hosted on the platform, administered from the platform's dashboard;
 * - `atomic`: hosted on the platform, but a full installation with its own admin and plugins;
 * - `self-hosted`: the suite is installed on a site the owner hosts.
 */
export const SITE_TYPES = [ 'simple', 'atomic', 'self-hosted' ] as const;

export type SiteType = ( typeof SITE_TYPES )[ number ];

export const DEFAULT_SITE_TYPE: SiteType = 'self-hosted';

export function isSiteType( value: unknown ): value is SiteType {
	return (
		typeof value === 'string' &&
		( SITE_TYPES as readonly string[] ).includes( value )
	);
}

/** Hosted on the platform (simple or atomic): billing and help live on the platform. */
export function isPlatformHosted( siteType: SiteType ): boolean {
	return siteType !== 'self-hosted';
}

/**
 * The site as the platform names it in its URLs: host (with port) and path, any `/` of the path
 * written `::`, e.g. `example.org::blog` for `https://example.org/blog/`.
 * @param siteUrl the site's public URL
 */
export function siteSlug( siteUrl: string ): string {
	let url: URL;
	try {
		url = new URL( siteUrl );
	} catch {
		return siteUrl.replace( /^[a-z]+:\/\//i, '' ).replace( /\/+$/, '' );
	}
	const pathPart = url.pathname.replace( /^\/+|\/+$/g, '' );
	return pathPart
		? `${ url.host }::${ pathPart.replace( /\//g, '::' ) }`
		: url.host;
}
