/**
 * Dismissed notices, Google site verification, marketing surveys, identity crisis choices and
 * the migration status.
 */
import { randomBytes } from 'node:crypto';
import type { RestRegistry } from '../../registry';
import type { ArgSchema } from '../../schema';
import type { Endpoint } from '../../types';
import type {
	DismissedNotices,
	GoogleVerificationStatus,
	IdentityCrisisAction,
	IdentityCrisisResult,
	IdentityCrisisState,
	MigrationStatus,
} from '../../../../api-client/types/admin';
import { manageOptions, route } from './access';
import { adminDb, nowIso, readRecord, updateRecord } from './admin-db';
import { answersArg } from './answers';

type GoogleRecord = Omit< GoogleVerificationStatus, 'token' > & {
	tokens: Record< string, string >;
};

const GOOGLE_DEFAULT: GoogleRecord = {
	verified: false,
	keyring_id: null,
	verified_at: null,
	tokens: {},
};

const IDC_DEFAULT: IdentityCrisisState = {
	action: null,
	safe_mode_confirmed: false,
	updated_at: null,
};

function googleStatus( record: GoogleRecord, keyringId = record.keyring_id ) {
	const status: GoogleVerificationStatus = {
		verified: record.verified && record.keyring_id === keyringId,
		keyring_id: keyringId,
		token:
			keyringId === null ? null : ( record.tokens[ keyringId ] ?? null ),
		verified_at:
			record.keyring_id === keyringId ? record.verified_at : null,
	};
	return status;
}

/** Gives `keyringId` a verification token (kept once made) and applies `change`. */
const withToken =
	( keyringId: number, change: Partial< GoogleRecord > = {} ) =>
	( current: GoogleRecord ): GoogleRecord => ( {
		...current,
		...change,
		tokens: {
			...current.tokens,
			[ keyringId ]:
				current.tokens[ keyringId ] ??
				randomBytes( 32 ).toString( 'base64url' ),
		},
	} );

const redirectProblem = ( value: unknown, param: string ) =>
	/^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/.test( String( value ) )
		? null
		: `${ param } must be an http(s) URL or a path on this site.`;

export function registerAccountRoutes( registry: RestRegistry ) {
	route( registry, 'notices', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: ( { site } ) =>
				readRecord< DismissedNotices >(
					site.db,
					'notices/dismissed',
					{}
				),
		},
	] );
	route( registry, 'notice/(?<notice>[a-z0-9_-]+)', [
		{
			methods: [ 'POST' ],
			args: {
				notice: {
					type: 'string',
					maxLength: 64,
					description: 'The notice.',
				},
				dismissed: {
					type: 'boolean',
					required: true,
					enum: [ true ],
					description:
						'Must be true: notices are dismissed, not restored.',
				},
			},
			permission: manageOptions,
			handler: ( { site, params } ) =>
				updateRecord< DismissedNotices >(
					site.db,
					'notices/dismissed',
					{},
					( notices ) => ( {
						...notices,
						[ params.notice as string ]: true,
					} )
				),
		},
	] );

	const keyringArg = {
		type: 'integer' as const,
		minimum: 1,
		description: 'The Google connection (keyring) ID.',
	};
	route( registry, 'verify-site/google', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: async ( { site } ) =>
				googleStatus(
					await readRecord(
						site.db,
						'google-verification',
						GOOGLE_DEFAULT
					)
				),
		},
		{
			methods: [ 'POST' ],
			args: { keyring_id: { ...keyringArg, required: true } },
			permission: manageOptions,
			async handler( { site, params } ) {
				const id = params.keyring_id as number;
				const record = await updateRecord(
					site.db,
					'google-verification',
					GOOGLE_DEFAULT,
					withToken( id, {
						verified: true,
						keyring_id: id,
						verified_at: nowIso(),
					} )
				);
				return googleStatus( record );
			},
		},
	] );
	route( registry, 'verify-site/google/(?<keyring_id>\\d+)', [
		{
			methods: [ 'GET' ],
			args: { keyring_id: keyringArg },
			permission: manageOptions,
			async handler( { site, params } ) {
				const id = params.keyring_id as number;
				const record = await updateRecord(
					site.db,
					'google-verification',
					GOOGLE_DEFAULT,
					withToken( id )
				);
				return googleStatus( record, id );
			},
		},
	] );

	route( registry, 'marketing/survey', [
		{
			methods: [ 'POST' ],
			args: {
				survey_id: {
					type: 'string',
					required: true,
					pattern: '^[a-z0-9]+([-_][a-z0-9]+)*$',
					maxLength: 64,
					description: 'Which survey was answered.',
				},
				site_id: {
					type: 'integer',
					minimum: 0,
					description: 'The site ID.',
				},
				survey_responses: answersArg( 'The answers.', true, true ),
			},
			permission: manageOptions,
			async handler( { site, params, viewer } ) {
				const row = await adminDb( site.db )
					.insertInto( 'admin_survey_responses' )
					.values( {
						user_id: viewer!.id,
						survey_id: params.survey_id as string,
						site_id:
							( params.site_id as number | undefined ) ?? null,
						responses: JSON.stringify( params.survey_responses ),
						created_at: nowIso(),
					} )
					.returning( 'id' )
					.executeTakeFirstOrThrow();
				return { success: true, id: row.id };
			},
		},
	] );

	route( registry, 'identity-crisis', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: ( { site } ) =>
				readRecord( site.db, 'identity-crisis', IDC_DEFAULT ),
		},
	] );
	const idc = (
		action: IdentityCrisisAction,
		args: Record< string, ArgSchema > = {}
	): Endpoint[] => [
		{
			methods: [ 'POST' ],
			args,
			permission: manageOptions,
			async handler( { site, params } ) {
				const state = await updateRecord(
					site.db,
					'identity-crisis',
					IDC_DEFAULT,
					() => ( {
						action,
						safe_mode_confirmed: action === 'safe-mode',
						updated_at: nowIso(),
					} )
				);
				const result: IdentityCrisisResult = { code: 'success', state };
				if ( action === 'start-fresh' ) {
					result.redirect_uri =
						( params.redirect_uri as string | undefined ) ??
						`${ site.serverUrl() }/wp-admin/admin.php?page=jetpack`;
				}
				return result;
			},
		},
	];
	route( registry, 'identity-crisis/confirm-safe-mode', idc( 'safe-mode' ) );
	route(
		registry,
		'identity-crisis/start-fresh',
		idc( 'start-fresh', {
			redirect_uri: {
				type: 'string',
				description: 'Where to go once connected again.',
				validate: redirectProblem,
			},
		} )
	);
	route( registry, 'identity-crisis/migrate', idc( 'migrate' ) );

	route( registry, 'migration/status', [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: ( { site } ) =>
				readRecord< MigrationStatus >( site.db, 'migration/status', {
					status: 'inactive',
					started_at: null,
					completed_at: null,
				} ),
		},
	] );
}
