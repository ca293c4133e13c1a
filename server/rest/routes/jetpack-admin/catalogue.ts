/**
 * The provider's products and plans as this site knows them: a fixed catalogue (no store is
 * reachable from here). Each has the licence-key prefix that names it and the features it grants.
 */
import type {
	IntroOffer,
	Plan,
	Product,
} from '../../../../api-client/types/admin';

export type CatalogueEntry = Product & {
	kind: 'plan' | 'product';
	/** Licence keys for this entry start with `<prefix>_`. */
	license_prefix: string | null;
	product_name_short: string;
	/** Plans only: higher ranks replace lower ones. */
	rank: number;
};

export const FREE_FEATURES = [
	'stats',
	'brute-force-protect',
	'related-posts',
	'contact-form',
	'classic-search',
];

const usd = 'USD';

export const CATALOGUE: CatalogueEntry[] = [
	{
		kind: 'plan',
		product_id: 2002,
		product_slug: 'jetpack_free',
		product_name: 'Jetpack Free',
		product_name_short: 'Free',
		product_term: 'year',
		cost: 0,
		currency_code: usd,
		description: 'Stats, brute force protection and forms.',
		features: FREE_FEATURES,
		license_prefix: null,
		rank: 0,
	},
	{
		kind: 'plan',
		product_id: 2016,
		product_slug: 'jetpack_security_t1_yearly',
		product_name: 'Jetpack Security',
		product_name_short: 'Security',
		product_term: 'year',
		cost: 299.4,
		currency_code: usd,
		description: 'Backups, malware scanning and spam protection.',
		features: [ ...FREE_FEATURES, 'backups', 'scan', 'antispam' ],
		license_prefix: 'jetpack-security-t1',
		rank: 1,
	},
	{
		kind: 'plan',
		product_id: 2014,
		product_slug: 'jetpack_complete',
		product_name: 'Jetpack Complete',
		product_name_short: 'Complete',
		product_term: 'year',
		cost: 599.4,
		currency_code: usd,
		description: 'Every security, performance and growth tool.',
		features: [
			...FREE_FEATURES,
			'backups',
			'scan',
			'antispam',
			'search',
			'instant-search',
			'videopress',
		],
		license_prefix: 'jetpack-complete',
		rank: 2,
	},
	...(
		[
			[
				2112,
				'jetpack_backup_t1_yearly',
				'VaultPress Backup',
				'Backup',
				119.4,
				[ 'backups' ],
				'jetpack-backup-t1',
				'Real-time cloud backups.',
			],
			[
				2106,
				'jetpack_scan',
				'Jetpack Scan',
				'Scan',
				119.4,
				[ 'scan' ],
				'jetpack-scan',
				'Malware scanning and one-click fixes.',
			],
			[
				2110,
				'jetpack_anti_spam',
				'Akismet Anti-spam',
				'Anti-spam',
				119.4,
				[ 'antispam' ],
				'jetpack-anti-spam',
				'Spam protection for comments and forms.',
			],
			[
				2104,
				'jetpack_search',
				'Jetpack Search',
				'Search',
				99,
				[ 'search', 'instant-search' ],
				'jetpack-search',
				'Instant, filterable site search.',
			],
			[
				2116,
				'jetpack_videopress',
				'Jetpack VideoPress',
				'VideoPress',
				119.4,
				[ 'videopress' ],
				'jetpack-videopress',
				'Ad-free video hosting.',
			],
		] as const
	 ).map(
		( [
			id,
			slug,
			name,
			short,
			cost,
			features,
			prefix,
			description,
		] ) => ( {
			kind: 'product' as const,
			product_id: id,
			product_slug: slug,
			product_name: name,
			product_name_short: short,
			product_term: 'year' as const,
			cost,
			currency_code: usd,
			description,
			features: [ ...features ],
			license_prefix: prefix,
			rank: 0,
		} )
	),
];

export const FREE_PLAN = CATALOGUE[ 0 ];

export function toProduct( entry: CatalogueEntry ): Product {
	const {
		kind: _kind,
		license_prefix: _prefix,
		product_name_short: _short,
		rank: _rank,
		...product
	} = entry;
	return product;
}

export function findBySlug( slug: string ): CatalogueEntry | undefined {
	return CATALOGUE.find( ( entry ) => entry.product_slug === slug );
}

export function findByLicensePrefix(
	prefix: string
): CatalogueEntry | undefined {
	return CATALOGUE.find( ( entry ) => entry.license_prefix === prefix );
}

export function toPlan( entry: CatalogueEntry, currentSlug: string ): Plan {
	return {
		product_id: entry.product_id,
		product_slug: entry.product_slug,
		product_name: entry.product_name,
		product_name_short: entry.product_name_short,
		bill_period: entry.cost === 0 ? 'none' : 'yearly',
		cost: entry.cost,
		currency_code: entry.currency_code,
		features: entry.features,
		current: entry.product_slug === currentSlug,
	};
}

/** First-year prices of the products that have an introductory offer. */
export const INTRO_OFFERS: IntroOffer[] = CATALOGUE.filter(
	( entry ) => entry.kind === 'product'
).map( ( entry ) => ( {
	product_id: entry.product_id,
	product_slug: entry.product_slug,
	currency_code: entry.currency_code,
	original_price: entry.cost,
	raw_price: Math.round( entry.cost * 50 ) / 100,
	discount_percentage: 50,
	interval_unit: 'year',
	interval_count: 1,
	ineligible_reason: null,
} ) );

/** Search tiers: the monthly and yearly price of an index up to `records`. */
export const SEARCH_TIERS = [
	{ records: 10000, monthly: 8.25, yearly: 99 },
	{ records: 100000, monthly: 24.95, yearly: 299.4 },
	{ records: 1000000, monthly: 49.95, yearly: 599.4 },
];
