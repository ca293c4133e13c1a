/**
 * Licensing: the licensing error the screen reports, setting (holding) a licence key, the
 * user's licences and their counts, dismissing the activation notice, attaching licences.
 */
import type { RestRegistry } from '../../registry';
import type {
	ActivationNoticeDismiss,
	AttachLicenseResult,
	LicensingError,
} from '../../../../api-client/types/admin';
import { invalidParam, manageOptions, route } from './access';
import { readRecord, writeRecord } from './admin-db';
import {
	holdLicense,
	licenseKeyProblem,
	LicenseOwnedElsewhere,
	productForKey,
	userLicenseCounts,
	userLicenses,
} from './licenses-repo';

const ERROR_RECORD = 'licensing/error';
const noticeRecord = ( userId: number ) =>
	`licensing/activation-notice-dismiss/${ userId }`;

const licenseArg = {
	type: 'string' as const,
	required: true,
	description: 'A license key.',
	validate: licenseKeyProblem,
};

const OWNED_ELSEWHERE = 'This license key belongs to another user.';

function sqlTime( date: Date ): string {
	return date.toISOString().slice( 0, 19 ).replace( 'T', ' ' );
}

export function registerLicensingRoutes( registry: RestRegistry ) {
	route( registry, 'licensing/error', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: ( { site } ) =>
				readRecord< LicensingError >( site.db, ERROR_RECORD, {
					error: '',
				} ),
		},
		{
			methods: [ 'POST' ],
			args: {
				error: {
					type: 'string',
					required: true,
					maxLength: 1000,
					description:
						'The licensing error to show; empty clears it.',
				},
			},
			permission: manageOptions,
			handler: ( { site, params } ) =>
				writeRecord< LicensingError >( site.db, ERROR_RECORD, {
					error: params.error as string,
				} ),
		},
	] );

	route( registry, 'licensing/set-license', [
		{
			methods: [ 'POST' ],
			args: { license: licenseArg },
			permission: manageOptions,
			async handler( { site, params, viewer } ) {
				try {
					const license = await holdLicense(
						site.db,
						viewer!.id,
						params.license as string
					);
					return { code: 'success', license };
				} catch ( error ) {
					if ( error instanceof LicenseOwnedElsewhere ) {
						throw invalidParam( 'license', OWNED_ELSEWHERE );
					}
					throw error;
				}
			},
		},
	] );

	route( registry, 'licensing/user/counts', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: ( { site, viewer } ) =>
				userLicenseCounts( site.db, viewer!.id ),
		},
	] );

	route( registry, 'licensing/user/licenses', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: async ( { site, viewer } ) => ( {
				items: await userLicenses( site.db, viewer!.id ),
			} ),
		},
	] );

	route( registry, 'licensing/user/activation-notice-dismiss', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: ( { site, viewer } ) =>
				readRecord< ActivationNoticeDismiss | null >(
					site.db,
					noticeRecord( viewer!.id ),
					null
				),
		},
		{
			methods: [ 'POST' ],
			args: {
				last_detached_count: {
					type: 'integer',
					required: true,
					minimum: 0,
					description:
						'Detached licences the user had when dismissing.',
				},
			},
			permission: manageOptions,
			handler: ( { site, params, viewer } ) =>
				writeRecord< ActivationNoticeDismiss >(
					site.db,
					noticeRecord( viewer!.id ),
					{
						last_detached_count:
							params.last_detached_count as number,
						last_dismissed_time: sqlTime( new Date() ),
					}
				),
		},
	] );

	route( registry, 'licensing/attach-licenses', [
		{
			methods: [ 'POST' ],
			args: {
				licenses: {
					type: 'array',
					required: true,
					minItems: 1,
					maxItems: 50,
					items: { type: 'string', minLength: 1 },
					description: 'License keys to attach to the site.',
				},
			},
			permission: manageOptions,
			async handler( { site, params, viewer } ) {
				const results: AttachLicenseResult[] = [];
				for ( const key of params.licenses as string[] ) {
					results.push( await attachOne( site.db, viewer!.id, key ) );
				}
				return results;
			},
		},
	] );
}

async function attachOne(
	db: Parameters< typeof holdLicense >[ 0 ],
	userId: number,
	key: string
): Promise< AttachLicenseResult > {
	// The message names the key the user typed (shortened when very long), not the parameter.
	const shown = `“${ key.length > 64 ? `${ key.slice( 0, 63 ) }…` : key }”`;
	const problem = licenseKeyProblem( key, shown );
	const entry = productForKey( key );
	if ( problem || ! entry ) {
		return {
			license: key,
			error: {
				code: 'invalid_license',
				message: problem ?? `${ shown } is not a valid license key.`,
			},
		};
	}
	try {
		await holdLicense( db, userId, key, true );
		return { license: key, activatedProductId: entry.product_id };
	} catch ( error ) {
		if ( error instanceof LicenseOwnedElsewhere ) {
			return {
				license: key,
				error: {
					code: 'license_owned_elsewhere',
					message: OWNED_ELSEWHERE,
				},
			};
		}
		throw error;
	}
}
