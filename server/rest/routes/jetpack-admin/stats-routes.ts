/**
 * GET module/stats/data?range=day|week|month and GET updates/plugins.
 */
import type { RestRegistry } from '../../registry';
import type {
	PluginUpdates,
	StatsData,
	StatsRange,
} from '../../../../api-client/types/admin';
import { manageOptions, route } from './access';
import { installedPluginUpdates } from './plugin-link';
import { statsGeneral, statsSeries } from './stats-repo';

export function registerStatsRoutes( registry: RestRegistry ) {
	route( registry, 'module/stats/data', [
		{
			methods: [ 'GET' ],
			args: {
				range: {
					type: 'string',
					enum: [ 'day', 'week', 'month' ],
					default: 'day',
					description: 'The series: 30 days, 14 weeks or 12 months.',
				},
			},
			permission: manageOptions,
			async handler( { site, params } ): Promise< StatsData > {
				const range = params.range as StatsRange;
				return {
					general: await statsGeneral( site.db ),
					[ range ]: await statsSeries( site.db, range ),
				};
			},
		},
	] );

	route( registry, 'updates/plugins', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			async handler( { site } ): Promise< PluginUpdates > {
				const plugins = await installedPluginUpdates( site.db );
				const count = plugins.filter(
					( p ) => p.update_available
				).length;
				return {
					code: count ? 'updates-available' : 'success',
					message: count
						? `${ count } ${ count === 1 ? 'plugin needs' : 'plugins need' } updating.`
						: 'All plugins are up-to-date. Keep up the good work!',
					count,
					plugins,
				};
			},
		},
	] );
}
