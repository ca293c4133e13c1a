/**
 * Where the host reaches the embed services it talks to on the editor's behalf. Configurable
 * (OPENTABLE_URL, PIN_IT_URL, NOMINATIM_URL, MAPBOX_API_URL, MAP_STYLE_URL, MAILCHIMP_URL) so
 * tests and staging point them at a local stand-in that speaks the same API.
 */
import { DEFAULT_MAP_STYLE_URL } from '../../blocks/map/default-style';

export type EmbedServiceUrls = {
	/** OpenTable's site, whose restaurant search the reservation block uses. */
	openTable: string;
	/** Pinterest's short-link service (pin.it), whose redirects the host resolves. */
	pinIt: string;
	/** The GIF service's API (Giphy), which the GIF block searches through the host. */
	giphy: string;
	/** A Nominatim-style geocoder (`/search?format=jsonv2&q=`): the map's token-free search. */
	nominatim: string;
	/** Mapbox's API, whose geocoder the map uses once the site has set a Mapbox token. */
	mapbox: string;
	/**
	 * The map's tile style (a MapLibre style JSON URL): OpenStreetMap data with no token by
	 * default; point it at self-hosted tiles (server/map/README.md).
	 */
	mapStyle: string;
	/**
	 * Mailchimp's Marketing API, which the Mailchimp block's subscriptions go to. Unset by
	 * default: the API is then `https://<dc>.api.mailchimp.com`, the data centre taken from the
	 * site's API key (server/mailchimp/mailchimp-client.ts); MAILCHIMP_URL points it elsewhere.
	 */
	mailchimp?: string;
};

export const DEFAULT_EMBED_SERVICE_URLS: EmbedServiceUrls = {
	openTable: 'https://www.opentable.com',
	pinIt: 'https://pin.it',
	giphy: 'https://api.giphy.com',
	nominatim: 'https://nominatim.openstreetmap.org',
	mapbox: 'https://api.mapbox.com',
	mapStyle: DEFAULT_MAP_STYLE_URL,
};

/** Short-link hosts whose redirects the host resolves, and the service URL each is reached at. */
export const SHORT_LINK_HOSTS: Record<
	string,
	Exclude< keyof EmbedServiceUrls, 'mailchimp' >
> = {
	'pin.it': 'pinIt',
};
