/**
 * The REST routes the site host ships. Other namespaces (jetpack/v4, more wpcom/v2 routes) are
 * added the same way: a `registerXRoutes( registry )` function called from here.
 */
import { POST_TYPES } from '../../posts/post-types';
import { registerFormsRoutes } from '../../forms/routes';
import { RestRegistry } from '../registry';
import { registerBusinessHoursRoutes } from './business-hours';
import { registerEmbedRoutes } from './embeds';
import { registerIndexRoute } from './index-routes';
import { registerJetpackRoutes } from './jetpack';
import { registerJetpackAdminRoutes } from './jetpack-admin';
import { registerMailchimpRoutes } from './mailchimp';
import { registerMapRoutes } from './map';
import { registerMediaRoutes } from './media';
import { registerWpPluginRoutes } from './plugins';
import { registerGifRoutes } from './gif';
import { registerPostRoutes } from './posts';
import { registerRelatedPostsRoutes } from './related-posts';
import { registerSettingsRoutes } from './settings';
import { registerTypeRoutes } from './types';
import { registerUserRoutes } from './users';

export function createCoreRegistry(): RestRegistry {
	const registry = new RestRegistry();
	registerIndexRoute( registry );
	registerPostRoutes( registry, POST_TYPES.post );
	registerPostRoutes( registry, POST_TYPES.page );
	registerMediaRoutes( registry );
	registerUserRoutes( registry );
	registerTypeRoutes( registry );
	registerWpPluginRoutes( registry );
	registerSettingsRoutes( registry );
	registerBusinessHoursRoutes( registry );
	registerRelatedPostsRoutes( registry );
	registerGifRoutes( registry );
	registerEmbedRoutes( registry );
	registerMapRoutes( registry );
	registerMailchimpRoutes( registry );
	registerJetpackRoutes( registry );
	registerJetpackAdminRoutes( registry );
	registerFormsRoutes( registry );
	return registry;
}
