/**
 * GET verify-site/google[/{keyring_id}], POST verify-site/google with `keyring_id`.
 */
export type GoogleVerificationStatus = {
	verified: boolean;
	/** The Google connection (keyring) the site was verified with, or null. */
	keyring_id: number | null;
	/** The meta tag token for `keyring_id` (null before one is asked for). */
	token: string | null;
	/** ISO 8601 (UTC) or null. */
	verified_at: string | null;
};

export type GoogleVerifyRequest = { keyring_id: number };
