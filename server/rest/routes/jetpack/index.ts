/**
 * The jetpack/v4 routes of the connection, tracking, modules, settings and plugins groups.
 * (The other admin groups register from ../jetpack-admin/.)
 */
import type { RestRegistry } from '../../registry';
import { registerConnectionRoutes } from './connection';
import { registerModuleRoutes } from './modules';
import { registerPluginRoutes } from './plugins';
import { registerSettingsRoutes } from './settings';
import { registerTrackingRoutes } from './tracking';

export function registerJetpackRoutes( registry: RestRegistry ) {
	registerConnectionRoutes( registry );
	registerTrackingRoutes( registry );
	registerModuleRoutes( registry );
	registerSettingsRoutes( registry );
	registerPluginRoutes( registry );
}
