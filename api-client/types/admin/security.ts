/**
 * Protect, VaultPress, Akismet, the WAF, Rewind (backups) and Scan.
 */

/** GET module/protect/data: failed sign-ins blocked in the current rate-limit windows. */
export type ProtectBlockedAttempts = number;

export type VaultPressData = {
	code: 'success' | 'not_registered';
	message: string;
	data: {
		backups: {
			has_full_backup: boolean;
			last_backup: string | null;
			full_backup_status: string;
		};
		security: { notice_count: number };
		features: { backups: boolean; security: boolean };
	} | null;
};

/** GET module/akismet/data: spam caught with the saved key. */
export type AkismetData = number;

export type AkismetKeyCheck = {
	validKey: boolean;
	/** `''` when valid; `invalid`, `failed` or `missing` otherwise. */
	invalidKeyCode: string;
	invalidKeyMessage: string;
};

export type AkismetKeyCheckRequest = { api_key: string };

export type WafSettings = {
	jetpack_waf_automatic_rules: boolean;
	jetpack_waf_ip_allow_list: string;
	jetpack_waf_ip_allow_list_enabled: boolean;
	jetpack_waf_ip_block_list: string;
	jetpack_waf_ip_block_list_enabled: boolean;
	jetpack_waf_share_data: boolean;
	jetpack_waf_share_debug_data: boolean;
};

/** GET waf. */
export type WafState = WafSettings & {
	/** Automatic rules need a plan or product with the `scan` feature. */
	automaticRulesAvailable: boolean;
	waf_supported: boolean;
	standaloneMode: false;
};

export type WafUpdate = Partial< WafSettings >;

/** GET rewind (decoded from `data`). */
export type RewindState =
	| { state: 'unavailable'; reason: 'missing_plan'; last_updated: number }
	| {
			state: 'awaiting_credentials';
			last_updated: number;
			can_autoconfigure: false;
			credentials: [];
	  };

/** GET scan (decoded from `data`). */
export type ScanState = {
	state: 'unavailable' | 'provisioning';
	reason?: 'missing_plan';
	threats: [];
	credentials: [];
	has_cloud: boolean;
};
