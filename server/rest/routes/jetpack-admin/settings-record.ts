/**
 * A settings-like admin record (WAF, WordAds, search settings, the setup questionnaire…):
 * GET answers the saved values over the defaults; POST validates the sent fields against the
 * schema, runs the record's own checks against the merged result, then saves it in one
 * transaction and answers as GET would.
 */
import type { SiteDb } from '../../../db/schema';
import type { ArgSchema } from '../../schema';
import type { Endpoint, RestRequest } from '../../types';
import { manageOptions, pick } from './access';
import { adminDb, readRecord, writeRecord } from './admin-db';

export type SettingsRecord< T extends object, Out = T > = {
	record: string;
	defaults: T;
	schema: { [ K in keyof T ]-?: ArgSchema };
	/**
	 * Throws (e.g. `invalidParam`) when the merged values are not allowed. Runs inside the
	 * write's transaction: read the database through `db`, never `request.site.db`.
	 */
	check?: (
		next: T,
		sent: Partial< T >,
		db: SiteDb
	) => Promise< void > | void;
	/** Combines sent values with saved ones (default: shallow replace). */
	merge?: ( current: T, sent: Partial< T > ) => T;
	/** What GET and POST answer (default: the values). */
	present?: ( values: T, request: RestRequest ) => Promise< Out > | Out;
};

export async function readSettings< T extends object >(
	db: SiteDb,
	record: string,
	defaults: T
): Promise< T > {
	return {
		...defaults,
		...( await readRecord< Partial< T > >( db, record, {} ) ),
	};
}

export function settingsEndpoints< T extends object, Out = T >(
	options: SettingsRecord< T, Out >
): Endpoint[] {
	const { record, defaults, schema } = options;
	const present = async ( values: T, request: RestRequest ) =>
		options.present ? options.present( values, request ) : values;
	const merge =
		options.merge ??
		( ( current: T, sent: Partial< T > ) => ( { ...current, ...sent } ) );
	return [
		{
			methods: [ 'GET' ],
			permission: manageOptions,
			handler: async ( request ) =>
				present(
					await readSettings( request.site.db, record, defaults ),
					request
				),
		},
		{
			methods: [ 'POST', 'PUT', 'PATCH' ],
			args: schema as Record< string, ArgSchema >,
			permission: manageOptions,
			async handler( request ) {
				const sent = pick(
					request.params,
					Object.keys( schema ) as string[]
				) as Partial< T >;
				const saved = await adminDb( request.site.db )
					.transaction()
					.execute( async ( trx ) => {
						const db = trx as unknown as SiteDb;
						const current = await readSettings(
							db,
							record,
							defaults
						);
						const next = merge( current, sent );
						await options.check?.( next, sent, db );
						return writeRecord( trx, record, next );
					} );
				return present( saved, request );
			},
		},
	];
}
