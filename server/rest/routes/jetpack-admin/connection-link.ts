/**
 * What the admin routes read from the connection (server/connection/).
 */
import { getRegistration } from '../../../connection/registration';
import type { SiteDb } from '../../../db/schema';

/** The site's ID at the provider's cloud once registered, else null. */
export async function connectedSiteId( db: SiteDb ): Promise< number | null > {
	return ( await getRegistration( db ) )?.blogId ?? null;
}
