/**
 * Protect's blocked sign-ins, VaultPress, Akismet (data and key check), Rewind and Scan. What
 * a site without the right plan gets is the provider's "unavailable" shape.
 */
import type { RestRegistry } from '../../registry';
import { RestError } from '../../errors';
import type { RestRequest } from '../../types';
import type {
	AkismetKeyCheck,
	RewindState,
	ScanState,
	VaultPressData,
} from '../../../../api-client/types/admin';
import { jsonEnvelope, manageOptions, route } from './access';
import { updateRecord } from './admin-db';
import { akismetVerifier, type KeyVerdict } from './akismet-adapter';
import {
	AKISMET_DEFAULT,
	AKISMET_RECORD,
	protectBlockedAttempts,
	readAkismet,
} from './security-state';
import { hasFeature, siteOwnership } from './site-state';

const KEY_MESSAGES: Record< Exclude< KeyVerdict, 'valid' >, string > = {
	invalid: 'Invalid Akismet key. Please contact support.',
	failed: 'The Akismet key could not be checked. Please try again later.',
};

function keyCheck( verdict: KeyVerdict ): AkismetKeyCheck {
	return verdict === 'valid'
		? { validKey: true, invalidKeyCode: '', invalidKeyMessage: '' }
		: {
				validKey: false,
				invalidKeyCode: verdict,
				invalidKeyMessage: KEY_MESSAGES[ verdict ],
			};
}

async function vaultPress( { site }: RestRequest ): Promise< VaultPressData > {
	const ownership = await siteOwnership( site.db );
	if ( ! hasFeature( ownership, 'backups' ) ) {
		return {
			code: 'not_registered',
			message: 'This site has no plan with backups.',
			data: null,
		};
	}
	return {
		code: 'success',
		message: 'VaultPress site data.',
		data: {
			backups: {
				has_full_backup: false,
				last_backup: null,
				full_backup_status: 'awaiting-credentials',
			},
			security: { notice_count: 0 },
			features: {
				backups: true,
				security: hasFeature( ownership, 'scan' ),
			},
		},
	};
}

async function rewind( { site }: RestRequest ): Promise< RewindState > {
	const lastUpdated = Math.floor( Date.now() / 1000 );
	return hasFeature( await siteOwnership( site.db ), 'backups' )
		? {
				state: 'awaiting_credentials',
				last_updated: lastUpdated,
				can_autoconfigure: false,
				credentials: [],
			}
		: {
				state: 'unavailable',
				reason: 'missing_plan',
				last_updated: lastUpdated,
			};
}

async function scan( { site }: RestRequest ): Promise< ScanState > {
	return hasFeature( await siteOwnership( site.db ), 'scan' )
		? {
				state: 'provisioning',
				threats: [],
				credentials: [],
				has_cloud: true,
			}
		: {
				state: 'unavailable',
				reason: 'missing_plan',
				threats: [],
				credentials: [],
				has_cloud: false,
			};
}

export function registerSecurityRoutes( registry: RestRegistry ) {
	const read = ( handler: ( request: RestRequest ) => unknown ) => ( {
		methods: [ 'GET' as const ],
		permission: manageOptions,
		handler,
	} );

	route( registry, 'module/protect/data', [
		read( ( { site } ) => protectBlockedAttempts( site.db ) ),
	] );
	route( registry, 'module/vaultpress/data', [ read( vaultPress ) ] );
	route( registry, 'module/akismet/data', [
		read( async ( { site } ) => {
			const akismet = await readAkismet( site.db );
			if ( ! akismet.api_key ) {
				throw new RestError( 'invalid_key', KEY_MESSAGES.invalid, 404 );
			}
			return akismet.spam_count;
		} ),
	] );
	route( registry, 'module/akismet/key/check', [
		read( async ( { site } ) => {
			const { api_key: saved } = await readAkismet( site.db );
			if ( ! saved ) {
				return {
					validKey: false,
					invalidKeyCode: 'missing',
					invalidKeyMessage: 'No Akismet key is saved.',
				};
			}
			return keyCheck(
				await akismetVerifier().verify( saved, site.serverUrl() )
			);
		} ),
		{
			methods: [ 'POST' ],
			args: {
				api_key: {
					type: 'string',
					required: true,
					minLength: 1,
					maxLength: 64,
					description:
						'The Akismet key to check; a valid key is saved.',
				},
			},
			permission: manageOptions,
			async handler( { site, params } ) {
				const key = ( params.api_key as string ).trim();
				const verdict = await akismetVerifier().verify(
					key,
					site.serverUrl()
				);
				if ( verdict === 'valid' ) {
					await updateRecord(
						site.db,
						AKISMET_RECORD,
						AKISMET_DEFAULT,
						( current ) => ( { ...current, api_key: key } )
					);
				}
				return keyCheck( verdict );
			},
		},
	] );
	route( registry, 'rewind', [
		read( async ( request ) =>
			jsonEnvelope(
				'Backup state correctly received.',
				await rewind( request )
			)
		),
	] );
	route( registry, 'scan', [
		read( async ( request ) =>
			jsonEnvelope(
				'Scan state correctly received.',
				await scan( request )
			)
		),
	] );
}
