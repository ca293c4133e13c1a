/** Attributes of jetpack/eventbrite as declared in block.json (spec 001 §3). */
export type EventbriteAttributes = {
	url?: string;
	eventId?: number;
	style: 'inline' | 'modal' | string;
	className?: string;
	align?: string;
};
