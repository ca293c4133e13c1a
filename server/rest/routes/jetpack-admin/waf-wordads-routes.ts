/**
 * The firewall (GET/POST waf) and WordAds settings (GET/POST wordads/settings).
 */
import { isHttpUrl } from '../../../../shared/url/policy';
import type { RestRegistry } from '../../registry';
import type {
	WafSettings,
	WafState,
	WordAdsSettings,
} from '../../../../api-client/types/admin';
import { invalidParam, route } from './access';
import { ipListProblem } from './ip-list';
import { settingsEndpoints } from './settings-record';
import { hasFeature, siteOwnership } from './site-state';

const bool = ( description: string ) => ( {
	type: 'boolean' as const,
	description,
} );

const ipList = ( description: string ) => ( {
	type: 'string' as const,
	maxLength: 20000,
	description,
	validate: ipListProblem,
} );

const WAF_DEFAULTS: WafSettings = {
	jetpack_waf_automatic_rules: false,
	jetpack_waf_ip_allow_list: '',
	jetpack_waf_ip_allow_list_enabled: false,
	jetpack_waf_ip_block_list: '',
	jetpack_waf_ip_block_list_enabled: false,
	jetpack_waf_share_data: false,
	jetpack_waf_share_debug_data: false,
};

const WORDADS_DEFAULTS: WordAdsSettings = {
	wordads_display_front_page: true,
	wordads_display_post: true,
	wordads_display_page: true,
	wordads_display_archive: true,
	wordads_second_belowpost: true,
	enable_header_ad: true,
	wordads_inline_enabled: true,
	wordads_ccpa_enabled: false,
	wordads_ccpa_privacy_policy_url: '',
	wordads_custom_adstxt_enabled: false,
	wordads_custom_adstxt: '',
};

export function registerWafWordAdsRoutes( registry: RestRegistry ) {
	route(
		registry,
		'waf',
		settingsEndpoints< WafSettings, WafState >( {
			record: 'waf',
			defaults: WAF_DEFAULTS,
			schema: {
				jetpack_waf_automatic_rules: bool(
					'Block attacks with automatic rules (needs scanning).'
				),
				jetpack_waf_ip_allow_list: ipList(
					'Addresses that are never blocked.'
				),
				jetpack_waf_ip_allow_list_enabled: bool(
					'Use the allow list.'
				),
				jetpack_waf_ip_block_list: ipList(
					'Addresses that are always blocked.'
				),
				jetpack_waf_ip_block_list_enabled: bool(
					'Use the block list.'
				),
				jetpack_waf_share_data: bool( 'Share blocked-request data.' ),
				jetpack_waf_share_debug_data: bool( 'Share debug data.' ),
			},
			async check( next, sent, db ) {
				if (
					sent.jetpack_waf_automatic_rules === true &&
					! hasFeature( await siteOwnership( db ), 'scan' )
				) {
					throw invalidParam(
						'jetpack_waf_automatic_rules',
						'Automatic firewall rules need a plan or product with scanning.'
					);
				}
			},
			async present( values, { site } ) {
				return {
					...values,
					automaticRulesAvailable: hasFeature(
						await siteOwnership( site.db ),
						'scan'
					),
					waf_supported: true,
					standaloneMode: false,
				};
			},
		} )
	);

	route(
		registry,
		'wordads/settings',
		settingsEndpoints< WordAdsSettings >( {
			record: 'wordads/settings',
			defaults: WORDADS_DEFAULTS,
			schema: {
				wordads_display_front_page: bool( 'Ads on the front page.' ),
				wordads_display_post: bool( 'Ads on posts.' ),
				wordads_display_page: bool( 'Ads on pages.' ),
				wordads_display_archive: bool( 'Ads on archives.' ),
				wordads_second_belowpost: bool( 'A second ad below posts.' ),
				enable_header_ad: bool( 'An ad in the header.' ),
				wordads_inline_enabled: bool( 'Ads inside post content.' ),
				wordads_ccpa_enabled: bool(
					'Honour California privacy opt-outs.'
				),
				wordads_ccpa_privacy_policy_url: {
					type: 'string',
					maxLength: 2000,
					description:
						'Privacy policy URL for the CCPA notice (empty for none).',
					validate: ( value, param ) =>
						value === '' || isHttpUrl( value )
							? null
							: `${ param } is not a valid URL.`,
				},
				wordads_custom_adstxt_enabled: bool(
					'Serve custom ads.txt lines.'
				),
				wordads_custom_adstxt: {
					type: 'string',
					maxLength: 10000,
					description: 'Extra ads.txt lines.',
				},
			},
		} )
	);
}
