/** The reservation page of a restaurant, as the saved markup links it. */
export function reservationUrl( rid: string ): string {
	return `https://www.opentable.com/restref/client/?rid=${ encodeURIComponent(
		rid
	) }`;
}
