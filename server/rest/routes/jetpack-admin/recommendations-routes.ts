/**
 * The recommendations assistant (saved answers, step, suggestions, upsell, which conditional
 * steps apply) and the setup wizard's questionnaire.
 */
import type { SiteDb } from '../../../db/schema';
import type { RestRegistry } from '../../registry';
import type {
	ConditionalRecommendations,
	ProductSuggestion,
	RecommendationsData,
	RecommendationsStep,
	RecommendationsUpsell,
	SetupQuestionnaire,
} from '../../../../api-client/types/admin';
import { manageOptions, route } from './access';
import { readRecord, writeRecord } from './admin-db';
import { answersArg } from './answers';
import { CATALOGUE, findBySlug } from './catalogue';
import { readAkismet } from './security-state';
import { settingsEndpoints } from './settings-record';
import { hasFeature, siteOwnership } from './site-state';

const DATA_RECORD = 'recommendations/data';
const STEP_RECORD = 'recommendations/step';
const UPSELL_SLUG = 'jetpack_security_t1_yearly';

async function suggestions( db: SiteDb ): Promise< ProductSuggestion[] > {
	const ownership = await siteOwnership( db );
	return CATALOGUE.filter(
		( entry ) =>
			entry.kind === 'product' &&
			! entry.features.every( ( f ) => hasFeature( ownership, f ) )
	).map( ( entry ) => ( {
		id: entry.product_id,
		slug: entry.product_slug,
		title: entry.product_name,
		description: entry.description,
		cost: entry.cost,
		currency_code: entry.currency_code,
		billing_timeframe: entry.product_term,
	} ) );
}

async function upsell( db: SiteDb ): Promise< RecommendationsUpsell > {
	const { plan, products } = await siteOwnership( db );
	const entry = findBySlug( UPSELL_SLUG )!;
	return {
		product_id: entry.product_id,
		product_slug: entry.product_slug,
		title: entry.product_name,
		description: entry.description,
		features: entry.features,
		cost: entry.cost,
		currency_code: entry.currency_code,
		billing_timeframe: entry.product_term,
		hide_upsell: plan.cost > 0 || products.length > 0,
	};
}

async function conditional(
	db: SiteDb
): Promise< ConditionalRecommendations > {
	const ownership = await siteOwnership( db );
	const data = await readRecord< RecommendationsData >( db, DATA_RECORD, {} );
	const steps: string[] = [];
	if ( data[ 'site-type-store' ] === true ) {
		steps.push( 'woocommerce' );
	}
	if (
		! hasFeature( ownership, 'antispam' ) &&
		! ( await readAkismet( db ) ).api_key
	) {
		steps.push( 'anti-spam' );
	}
	if ( ! hasFeature( ownership, 'backups' ) ) {
		steps.push( 'backup-plan' );
	}
	if ( ! hasFeature( ownership, 'videopress' ) ) {
		steps.push( 'videopress' );
	}
	return steps;
}

export function registerRecommendationsRoutes( registry: RestRegistry ) {
	const read = ( handler: ( db: SiteDb ) => Promise< unknown > ) => ( {
		methods: [ 'GET' as const ],
		permission: manageOptions,
		handler: ( { site }: { site: { db: SiteDb } } ) => handler( site.db ),
	} );

	route( registry, 'recommendations/data', [
		read( ( db ) =>
			readRecord< RecommendationsData >( db, DATA_RECORD, {} )
		),
		{
			methods: [ 'POST' ],
			args: {
				data: answersArg(
					'Every saved answer (replaces them).',
					true,
					true
				),
			},
			permission: manageOptions,
			handler: ( { site, params } ) =>
				writeRecord(
					site.db,
					DATA_RECORD,
					params.data as RecommendationsData
				),
		},
	] );
	route( registry, 'recommendations/step', [
		read( ( db ) =>
			readRecord< RecommendationsStep >( db, STEP_RECORD, {
				step: 'not-started',
			} )
		),
		{
			methods: [ 'POST' ],
			args: {
				step: {
					type: 'string',
					required: true,
					pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
					maxLength: 64,
					description:
						'The step the user reached, e.g. site-type-question.',
				},
			},
			permission: manageOptions,
			handler: ( { site, params } ) =>
				writeRecord< RecommendationsStep >( site.db, STEP_RECORD, {
					step: params.step as string,
				} ),
		},
	] );
	route( registry, 'recommendations/product-suggestions', [
		read( suggestions ),
	] );
	route( registry, 'recommendations/upsell', [ read( upsell ) ] );
	route( registry, 'recommendations/conditional', [ read( conditional ) ] );

	route(
		registry,
		'setup/questionnaire',
		settingsEndpoints< SetupQuestionnaire >( {
			record: 'setup/questionnaire',
			defaults: { questionnaire: {}, status: 'not-started' },
			schema: {
				questionnaire: answersArg(
					'Answers to merge into the saved ones.',
					false
				),
				status: {
					type: 'string',
					enum: [
						'not-started',
						'intro-page',
						'income-page',
						'features-page',
						'completed',
					],
					description: 'Where the user is in the setup wizard.',
				},
			},
			merge: ( current, sent ) => ( {
				questionnaire: {
					...current.questionnaire,
					...sent.questionnaire,
				},
				status: sent.status ?? current.status,
			} ),
		} )
	);
}
