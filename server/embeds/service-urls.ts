/**
 * Where the host reaches the embed services it talks to on the editor's behalf. Configurable
 * (OPENTABLE_URL, PIN_IT_URL) so tests and staging point them at a local stand-in that speaks
 * the same API.
 */
export type EmbedServiceUrls = {
	/** OpenTable's site, whose restaurant search the reservation block uses. */
	openTable: string;
	/** Pinterest's short-link service (pin.it), whose redirects the host resolves. */
	pinIt: string;
};

export const DEFAULT_EMBED_SERVICE_URLS: EmbedServiceUrls = {
	openTable: 'https://www.opentable.com',
	pinIt: 'https://pin.it',
};

/** Short-link hosts whose redirects the host resolves, and the service URL each is reached at. */
export const SHORT_LINK_HOSTS: Record< string, keyof EmbedServiceUrls > = {
	'pin.it': 'pinIt',
};
