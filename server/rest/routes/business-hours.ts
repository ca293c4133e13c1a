/**
 * `wpcom/v2/business-hours/localized-week`: the names of the week days in the site's language,
 * keyed Sun…Sat, and the day the week starts on — what the Business Hours block asks for.
 */
import { localeWeekdayNames } from '../../../blocks/business-hours/weekday-names';
import { can } from '../../auth/users';
import { getSettings } from '../../settings/settings';
import { forbidden } from '../errors';
import type { RestRegistry } from '../registry';

export function registerBusinessHoursRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wpcom/v2',
		path: '/business-hours/localized-week',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: ( { viewer } ) =>
					can( viewer, 'edit_posts' ) ? true : forbidden( viewer ),
				async handler( { site } ) {
					const settings = await getSettings(
						site.db,
						site.serverUrl()
					);
					return {
						// As the language writes them ("lundi"), like WordPress's
						// `$wp_locale->get_weekday()`; the editor capitalizes them as the page does.
						days: localeWeekdayNames( settings.language ),
						startOfWeek: settings.start_of_week,
					};
				},
			},
		],
	} );
}
