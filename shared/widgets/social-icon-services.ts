/**
 * Which social link service an address of the old Social Icons widget stands for: the widget
 * chose each icon from its URL, so the conversion does the same. Entries are checked in order;
 * the first whose pattern occurs in the address wins. Anything else is a plain link ('chain').
 */
export const FALLBACK_SERVICE = 'chain';

export const SOCIAL_ICON_SERVICES: ReadonlyArray<
	readonly [ service: string, patterns: readonly string[] ]
> = [
	[ 'amazon', [ 'amazon.', 'amzn.' ] ],
	[ 'bandcamp', [ 'bandcamp.com' ] ],
	[ 'behance', [ 'behance.net' ] ],
	[ 'bluesky', [ 'bsky.app', 'bsky.social' ] ],
	[ 'codepen', [ 'codepen.io' ] ],
	[ 'deviantart', [ 'deviantart.com' ] ],
	[ 'discord', [ 'discord.gg', 'discord.com', 'discordapp.com' ] ],
	[ 'dribbble', [ 'dribbble.com' ] ],
	[ 'dropbox', [ 'dropbox.com' ] ],
	[ 'etsy', [ 'etsy.com' ] ],
	[ 'facebook', [ 'facebook.com', 'fb.com', 'fb.me' ] ],
	[ 'feed', [ '/feed', '/rss', 'feeds.' ] ],
	[ 'fivehundredpx', [ '500px.com' ] ],
	[ 'flickr', [ 'flickr.com' ] ],
	[ 'foursquare', [ 'foursquare.com', 'swarmapp.com' ] ],
	[ 'goodreads', [ 'goodreads.com' ] ],
	[ 'google', [ 'google.com', 'goo.gl' ] ],
	[ 'github', [ 'github.com' ] ],
	[ 'gravatar', [ 'gravatar.com' ] ],
	[ 'instagram', [ 'instagram.com', 'instagr.am' ] ],
	[ 'lastfm', [ 'last.fm', 'lastfm.' ] ],
	[ 'linkedin', [ 'linkedin.com', 'lnkd.in' ] ],
	[ 'mail', [ 'mailto:' ] ],
	[ 'mastodon', [ 'mastodon.', 'mstdn.' ] ],
	[ 'meetup', [ 'meetup.com' ] ],
	[ 'medium', [ 'medium.com' ] ],
	[ 'patreon', [ 'patreon.com' ] ],
	[ 'pinterest', [ 'pinterest.', 'pin.it' ] ],
	[ 'pocket', [ 'getpocket.com' ] ],
	[ 'reddit', [ 'reddit.com' ] ],
	[ 'skype', [ 'skype.com', 'skype:' ] ],
	[ 'snapchat', [ 'snapchat.com' ] ],
	[ 'soundcloud', [ 'soundcloud.com' ] ],
	[ 'spotify', [ 'spotify.com' ] ],
	[ 'telegram', [ 't.me', 'telegram.me', 'telegram.org' ] ],
	[ 'threads', [ 'threads.net' ] ],
	[ 'tiktok', [ 'tiktok.com' ] ],
	[ 'tumblr', [ 'tumblr.com' ] ],
	[ 'twitch', [ 'twitch.tv' ] ],
	[ 'x', [ 'twitter.com', 'x.com' ] ],
	[ 'vimeo', [ 'vimeo.com' ] ],
	[ 'vk', [ 'vk.com' ] ],
	[ 'whatsapp', [ 'whatsapp.com', 'wa.me' ] ],
	[ 'wordpress', [ 'wordpress.com', 'wordpress.org', 'wp.me' ] ],
	[ 'yelp', [ 'yelp.' ] ],
	[ 'youtube', [ 'youtube.com', 'youtu.be' ] ],
];

/**
 * The service of an address; 'chain' when no entry matches.
 * @param url
 */
export function socialServiceFor( url: string ): string {
	const address = url.trim().toLowerCase();
	for ( const [ service, patterns ] of SOCIAL_ICON_SERVICES ) {
		if ( patterns.some( ( pattern ) => address.includes( pattern ) ) ) {
			return service;
		}
	}
	return FALLBACK_SERVICE;
}
