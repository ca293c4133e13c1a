/**
 * GET/POST search/settings. `module_active` is the search module's activation in the module
 * registry (server/modules/), so module/all and this route agree; instant search is kept here
 * and needs the module on and a plan or product with instant search.
 */
import { getRegistration } from '../../../connection/registration';
import type { SiteDb } from '../../../db/schema';
import {
	isModuleActive,
	saveModuleChanges,
} from '../../../modules/modules-repo';
import type { RestRegistry } from '../../registry';
import type { SearchSettings } from '../../../../api-client/types/admin';
import { invalidParam, manageOptions, pick, route } from './access';
import { adminDb, readRecord, writeRecord } from './admin-db';
import { instantSearchProduct } from './site-state';

const RECORD = 'search/settings';

async function readSearchSettings( db: SiteDb ): Promise< SearchSettings > {
	const moduleActive = await isModuleActive( db, 'search' );
	const saved = await readRecord( db, RECORD, {
		instant_search_enabled: false,
	} );
	return {
		module_active: moduleActive,
		instant_search_enabled: moduleActive && saved.instant_search_enabled,
	};
}

async function check(
	db: SiteDb,
	next: SearchSettings,
	sent: Partial< SearchSettings >
) {
	if ( sent.module_active && ! ( await getRegistration( db ) ) ) {
		throw invalidParam(
			'module_active',
			'The search module needs the site to be connected to the cloud.'
		);
	}
	if ( ! sent.instant_search_enabled ) {
		return;
	}
	if ( ! next.module_active ) {
		throw invalidParam(
			'instant_search_enabled',
			'Instant search needs the search module to be active.'
		);
	}
	if ( ! ( await instantSearchProduct( db ) ) ) {
		throw invalidParam(
			'instant_search_enabled',
			'Instant search is not supported by the site’s plan.'
		);
	}
}

export function registerSearchSettingsRoute( registry: RestRegistry ) {
	route( registry, 'search/settings', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: ( { site } ) => readSearchSettings( site.db ),
		},
		{
			methods: [ 'POST', 'PUT', 'PATCH' ],
			args: {
				module_active: {
					type: 'boolean',
					description: 'Whether the search module is on.',
				},
				instant_search_enabled: {
					type: 'boolean',
					description:
						'Whether instant search replaces the classic search.',
				},
			},
			permission: manageOptions,
			handler: ( { site, params } ) =>
				adminDb( site.db )
					.transaction()
					.execute( async ( trx ) => {
						const db = trx as unknown as SiteDb;
						const sent = pick( params, [
							'module_active',
							'instant_search_enabled',
						] as const ) as Partial< SearchSettings >;
						const next = {
							...( await readSearchSettings( db ) ),
							...sent,
						};
						// Turning the module off turns instant search off with it.
						if (
							! next.module_active &&
							sent.instant_search_enabled === undefined
						) {
							next.instant_search_enabled = false;
						}
						await check( db, next, sent );
						if ( sent.module_active !== undefined ) {
							await saveModuleChanges(
								db,
								new Map( [
									[
										'search',
										{ active: next.module_active },
									],
								] )
							);
						}
						await writeRecord( db, RECORD, {
							instant_search_enabled: next.instant_search_enabled,
						} );
						return next;
					} ),
		},
	] );
}
