/**
 * The forms' REST routes, registered from createCoreRegistry(): `jetpack/v4/jetpack_crm`.
 * (Submissions go to /wp-admin/admin-post.php?action=grunion-contact-form, see
 * submit/endpoint.ts; responses are managed at /wp-admin/edit.php?post_type=feedback.)
 */
import type { RestRegistry } from '../rest/registry';
import { POST_TYPES } from '../posts/post-types';
import { registerPostRoutes } from '../rest/routes/posts';
import { registerCrmRoute } from './crm/crm-route';

export function registerFormsRoutes( registry: RestRegistry ): void {
	registerCrmRoute( registry );
	// Synced forms (`wp/v2/jetpack-forms`), with the posts routes' rules and capabilities.
	registerPostRoutes( registry, POST_TYPES.jetpack_form );
}
