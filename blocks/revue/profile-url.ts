/**
 * The Revue profile address saved inside the block. Jetpack saved it with the username as
 * given, so a block without one holds `…/profile/undefined`: kept so that content stays valid.
 * @param username
 */
export function revueProfileUrl( username: string | undefined ): string {
	return `https://www.getrevue.co/profile/${ String( username ) }`;
}
