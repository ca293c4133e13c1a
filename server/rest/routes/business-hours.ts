/**
 * `wpcom/v2/business-hours/localized-week`: the names of the week days in the site's language,
 * keyed Sun…Sat, and the day the week starts on — what the Business Hours block asks for.
 */
import { DAY_KEYS, type DayKey } from '../../../blocks/business-hours/days';
import { can } from '../../auth/users';
import { getSettings, toBcp47 } from '../../settings/settings';
import { forbidden } from '../errors';
import type { RestRegistry } from '../registry';

/** 1 January 2023 was a Sunday. */
const FIRST_SUNDAY = Date.UTC( 2023, 0, 1 );

export function localizedWeek( locale: string ): Record< DayKey, string > {
	const format = new Intl.DateTimeFormat( toBcp47( locale ), {
		weekday: 'long',
		timeZone: 'UTC',
	} );
	return Object.fromEntries(
		DAY_KEYS.map( ( key, index ) => [
			key,
			format.format( new Date( FIRST_SUNDAY + index * 86400000 ) ),
		] )
	) as Record< DayKey, string >;
}

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
						days: localizedWeek( settings.language ),
						startOfWeek: settings.start_of_week,
					};
				},
			},
		],
	} );
}
