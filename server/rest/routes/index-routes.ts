/**
 * `/wp-json/`: the site index, open to everyone. core-data reads it as the `root/__unstableBase`
 * entity (`_fields=description,gmt_offset,home,name,site_icon,site_icon_url,site_logo,
 * timezone_string,url,page_for_posts,page_on_front,show_on_front,…`), where blocks find the site
 * title (shared/editor-data/site.ts).
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
						// No site icon, logo or static front page on this site.
						site_logo: 0,
						site_icon: 0,
						site_icon_url: '',
						page_for_posts: 0,
						page_on_front: 0,
						show_on_front: 'posts',
						namespaces: registry.namespaces().filter( Boolean ),
						authentication: [],
						routes: registry.describe(),
					};
				},
			},
		],
	} );
}
