/**
 * `wpcom/v2/business-hours/localized-week`: the names of the week days in the site's language,
 * keyed Sun…Sat, and the day the week starts on — what the Business Hours block asks for.
 */
import { localeWeekdayNames } from '../../../blocks/business-hours/weekday-names';
import { getSettings } from '../../settings/settings';
import type { RestRegistry } from '../registry';
import { editorsOnly } from '../shared-checks';

export function registerBusinessHoursRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wpcom/v2',
		path: '/business-hours/localized-week',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: editorsOnly,
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
