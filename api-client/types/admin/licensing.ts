/**
 * Licensing: licence keys the user holds, attaching them to the site, the activation notice.
 * A licence key is `<product prefix>_<16 to 32 letters or digits>`, e.g.
 * `jetpack-backup-t1_ABCD1234EFGH5678`.
 */
export type UserLicense = {
	license_key: string;
	product_id: number;
	product: string;
	/** ISO 8601 (UTC). */
	issued_at: string;
	attached_at: string | null;
	revoked_at: string | null;
};

export type UserLicenses = { items: UserLicense[] };

export type UserLicenseCounts = {
	attached: number;
	/** Held by the user but attached to no site (unattached). */
	detached: number;
	revoked: number;
	not_revoked: number;
};

export type LicensingError = { error: string };

export type SetLicenseResult = { code: 'success'; license: UserLicense };

export type ActivationNoticeDismiss = {
	last_detached_count: number;
	/** `YYYY-MM-DD HH:MM:SS` (UTC). */
	last_dismissed_time: string;
};

export type AttachLicenseResult =
	| { license: string; activatedProductId: number }
	| { license: string; error: { code: string; message: string } };
