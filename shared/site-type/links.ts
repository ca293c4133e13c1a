/**
 * Upgrade and help links by site type (spec §6: the site type changes them).
 *
 * | link            | simple                                 | atomic                         | self-hosted                     |
 * |-----------------|----------------------------------------|--------------------------------|---------------------------------|
 * | plans           | wordpress.com/plans/{slug}             | wordpress.com/plans/{slug}     | cloud.jetpack.com/pricing/{slug}|
 * | upgrade to plan | wordpress.com/checkout/{slug}/{plan}   | same                           | same                            |
 * |   … returns to  | wordpress.com/home/{slug}              | the site's admin screen        | the site's admin screen         |
 * | help            | wordpress.com/support/{topic}/         | wordpress.com/support/{topic}/ | jetpack.com/support/{topic}/    |
 * | plugins         | wordpress.com/plugins/{slug}           | {adminUrl}plugins.php          | {adminUrl}plugins.php           |
 *
 * Simple sites cannot install plugins from the site (the platform manages them), so the admin screen
 * offers plugin installs only on atomic and self-hosted sites, to users who may install plugins.
 */
import { isPlatformHosted, siteSlug, type SiteType } from './site-type';

export type SiteLinkContext = {
	siteType: SiteType;
	/** The site's public URL. */
	siteUrl: string;
	/** The site's admin URL, ending with `/wp-admin/`. */
	adminUrl: string;
};

const PLATFORM = 'https://wordpress.com';
const PROVIDER_CLOUD = 'https://cloud.jetpack.com';
const PROVIDER_SUPPORT = 'https://jetpack.com/support';

function withQuery( base: string, query: Record< string, string > ): string {
	const url = new URL( base );
	for ( const [ key, value ] of Object.entries( query ) ) {
		url.searchParams.set( key, value );
	}
	return url.toString();
}

/** Where the admin screen of this site is (the page users come back to after checkout). */
export function adminScreenUrl( adminUrl: string ): string {
	return `${ adminUrl.replace( /\/*$/, '/' ) }admin.php?page=jetpack`;
}

/** The plan comparison page for the site. */
export function plansUrl( context: SiteLinkContext ): string {
	const slug = encodeURIComponent( siteSlug( context.siteUrl ) );
	return isPlatformHosted( context.siteType )
		? `${ PLATFORM }/plans/${ slug }`
		: `${ PROVIDER_CLOUD }/pricing/${ slug }`;
}

/**
 * The upgrade link: the checkout of `plan` when one is named (returning to where the site is
 * administered), else the plan comparison page.
 * @param context the site
 * @param plan    a plan or product slug, e.g. `jetpack_security_t1_yearly`
 */
export function upgradeUrl( context: SiteLinkContext, plan?: string ): string {
	if ( ! plan ) {
		return plansUrl( context );
	}
	const slug = siteSlug( context.siteUrl );
	const returnTo =
		context.siteType === 'simple'
			? `${ PLATFORM }/home/${ slug }`
			: adminScreenUrl( context.adminUrl );
	return withQuery(
		`${ PLATFORM }/checkout/${ encodeURIComponent(
			slug
		) }/${ encodeURIComponent( plan ) }`,
		{ redirect_to: returnTo }
	);
}

/**
 * The help page about `topic` (a support article slug such as `stats` or `jetpack-search`).
 * @param siteType the site type
 * @param topic    the article slug
 */
export function helpUrl( siteType: SiteType, topic: string ): string {
	const article = topic.replace( /^\/+|\/+$/g, '' );
	return isPlatformHosted( siteType )
		? `${ PLATFORM }/support/${ article }/`
		: `${ PROVIDER_SUPPORT }/${ article }/`;
}

/** Where the site's plugins are managed. */
export function pluginsUrl( context: SiteLinkContext ): string {
	return context.siteType === 'simple'
		? `${ PLATFORM }/plugins/${ encodeURIComponent(
				siteSlug( context.siteUrl )
			) }`
		: `${ context.adminUrl.replace( /\/*$/, '/' ) }plugins.php`;
}

/**
 * Whether the admin screen may offer to install and activate plugins (not on simple sites, and
 * only to users with `install_plugins`).
 * @param siteType     the site type
 * @param capabilities the current user's capabilities
 */
export function canOfferPluginInstall(
	siteType: SiteType,
	capabilities: Record< string, boolean >
): boolean {
	return siteType !== 'simple' && capabilities.install_plugins === true;
}
