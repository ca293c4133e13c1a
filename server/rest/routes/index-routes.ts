/**
 * `/wp-json/`: the site index core-data reads (name, description, url, time zone, namespaces).
 */
import { localField } from '../../dates';
import { getSettings } from '../../settings/settings';
import type { RestRegistry } from '../registry';

function gmtOffsetHours( timeZone: string ): number {
	const now = new Date( Math.floor( Date.now() / 1000 ) * 1000 );
	const local = Date.parse( localField( now.toISOString(), timeZone ) + 'Z' );
	return ( local - now.getTime() ) / 3600000;
}

export function registerIndexRoute( registry: RestRegistry ) {
	registry.register( {
		namespace: '',
		path: '',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: () => true,
				async handler( { site } ) {
					const settings = await getSettings(
						site.db,
						site.serverUrl()
					);
					return {
						name: settings.title,
						description: settings.description,
						url: settings.url,
						home: settings.url,
						gmt_offset: gmtOffsetHours( settings.timezone_string ),
						timezone_string: settings.timezone_string,
						namespaces: registry.namespaces().filter( Boolean ),
						authentication: [],
						routes: registry.describe(),
					};
				},
			},
		],
	} );
}
