/**
 * The forms' REST routes, registered from createCoreRegistry(): `jetpack/v4/jetpack_crm`.
 * (Submissions go to /wp-admin/admin-post.php?action=grunion-contact-form, see
 * submit/endpoint.ts; responses are managed at /wp-admin/edit.php?post_type=feedback.)
 */
import type { RestRegistry } from '../rest/registry';
import { registerCrmRoute } from './crm/crm-route';

export function registerFormsRoutes( registry: RestRegistry ): void {
	registerCrmRoute( registry );
}
