/**
 * Event URL rules (spec 001 §5): an http(s) event page of the ticketing service whose path
 * ends with the numeric event id. The sample event is refused.
 */
export const SAMPLE_EVENT_URL =
	'https://www.eventbrite.com/e/community-picnic-tickets-123456789';

const EVENT_URL =
	/^https?:\/\/(?:[a-z0-9-]+\.)*eventbrite\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})\/e\/[^\s?#"'<>]*?(\d+)\/?(?:[?#][^\s"'<>]*)?$/i;

/** The event id of an event page address, or null. */
export function eventIdFromUrl( url: unknown ): number | null {
	if ( typeof url !== 'string' ) {
		return null;
	}
	const found = url.trim().match( EVENT_URL );
	if ( ! found ) {
		return null;
	}
	const id = Number( found[ 1 ] );
	return Number.isSafeInteger( id ) && id > 0 ? id : null;
}

/**
 * The stored `url` as Jetpack's attribute validator takes it: empty or starting with http, else
 * the default (none).
 * @param url the `url` attribute
 */
export function storedEventUrl( url: unknown ): string | undefined {
	return typeof url === 'string' && url.startsWith( 'http' )
		? url
		: undefined;
}

/** An event address the block may embed: a valid event page that is not the sample event. */
export function isEmbeddableEventUrl( url: unknown ): url is string {
	return (
		eventIdFromUrl( url ) !== null &&
		( url as string ).trim().replace( /\/$/, '' ) !== SAMPLE_EVENT_URL
	);
}

/** Eventbrite's checkout page for an event, as its embedded checkout shows it. */
export function checkoutUrl( eventId: number, parent: string ): string {
	return `https://www.eventbrite.com/checkout-external?eid=${ eventId }&parent=${ encodeURIComponent(
		parent
	) }`;
}
