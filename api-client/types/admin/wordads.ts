/**
 * GET/POST wordads/settings.
 */
export type WordAdsSettings = {
	wordads_display_front_page: boolean;
	wordads_display_post: boolean;
	wordads_display_page: boolean;
	wordads_display_archive: boolean;
	wordads_second_belowpost: boolean;
	enable_header_ad: boolean;
	wordads_inline_enabled: boolean;
	wordads_ccpa_enabled: boolean;
	wordads_ccpa_privacy_policy_url: string;
	wordads_custom_adstxt_enabled: boolean;
	wordads_custom_adstxt: string;
};

export type WordAdsSettingsUpdate = Partial< WordAdsSettings >;
