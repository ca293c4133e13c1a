/**
 * Hot queries built once. Kysely builds and compiles a query anew each time it runs, which on
 * the form-submission path cost more than running the small statements themselves. A prepared
 * query is written with Kysely's typed builder as any other, once, with named parameters in
 * place of the values; it is compiled on first use to its SQL text and the place of each
 * parameter, and then run with new values:
 *
 * ```ts
 * const byKey = prepareQuery( ( db, p: { key: string } ) =>
 * 	db.selectFrom( 'rate_limits' ).selectAll().where( 'key', '=', p.key )
 * );
 * await runPrepared( db, byKey, { key } ); // rows, typed, through Kysely's connection
 * syncTransaction( trx ).get( byKey, { key } ); // inside a transaction: no promise at all
 * ```
 *
 * Values are always bound (never part of the SQL text); a parameter that the query would put
 * into the text instead is refused when the query is compiled.
 *
 * Inside a transaction, `syncTransaction( trx )` runs prepared queries on the connection
 * directly (better-sqlite3 is synchronous): the transaction holds Kysely's lock on the
 * site's one connection until it ends, so nothing else runs on it meanwhile. Statements go
 * through the connection's statement cache (open.ts), which tells the read cache about writes.
 */
import type { Statement } from 'better-sqlite3';
import {
	DummyDriver,
	Kysely,
	SqliteAdapter,
	SqliteIntrospector,
	SqliteQueryCompiler,
	type CompiledQuery,
	type Compilable,
	type QueryResult,
} from 'kysely';
import type { Database } from './schema';

/** Stands in for a parameter's value while the query is built. */
class Parameter {
	constructor( readonly name: string ) {}
}

/** Builds and compiles only; never connects. */
const compiler = new Kysely< unknown >( {
	dialect: {
		createAdapter: () => new SqliteAdapter(),
		createDriver: () => new DummyDriver(),
		createIntrospector: ( db ) => new SqliteIntrospector( db ),
		createQueryCompiler: () => new SqliteQueryCompiler(),
	},
} );

type Compiled< R > = {
	query: CompiledQuery< R >;
	/** Per bound value: the parameter's name, or a constant the query holds. */
	slots: Array< Parameter | { constant: unknown } >;
};

export class PreparedQuery< P, R > {
	private compiled: Compiled< R > | null = null;

	constructor(
		private readonly build: (
			db: Kysely< unknown >,
			params: P
		) => Compilable< R >
	) {}

	get sql(): string {
		return this.compile().query.sql;
	}

	/**
	 * The values to bind, in the order of the SQL text.
	 * @param params
	 */
	args( params: P ): unknown[] {
		const { slots } = this.compile();
		const values = params as Record< string, unknown >;
		const args = new Array< unknown >( slots.length );
		for ( let index = 0; index < slots.length; index++ ) {
			const slot = slots[ index ];
			args[ index ] =
				slot instanceof Parameter ? values[ slot.name ] : slot.constant;
		}
		return args;
	}

	/**
	 * The compiled query with these values, for Kysely's executor.
	 * @param params
	 */
	withValues( params: P ): CompiledQuery< R > {
		return { ...this.compile().query, parameters: this.args( params ) };
	}

	private compile(): Compiled< R > {
		if ( this.compiled ) {
			return this.compiled;
		}
		const used = new Set< string >();
		const params = new Proxy(
			{},
			{
				get: ( _, name ) => {
					if ( typeof name !== 'string' ) {
						return undefined;
					}
					used.add( name );
					return new Parameter( name );
				},
			}
		) as P;
		const query = this.build( compiler, params ).compile();
		const slots = query.parameters.map( ( value ) =>
			value instanceof Parameter ? value : { constant: value }
		);
		for ( const name of used ) {
			if (
				! slots.some(
					( slot ) => slot instanceof Parameter && slot.name === name
				)
			) {
				throw new Error(
					`Prepared query: parameter "${ name }" is not bound in ${ query.sql }`
				);
			}
		}
		this.compiled = { query, slots };
		return this.compiled;
	}
}

/**
 * A query built once with Kysely's builder; `params` are the named values it is run with.
 * Annotate `db` as `Kysely< Database & MoreTables >` for tables outside `Database`.
 * @param build
 */
export function prepareQuery< P, R, DB = Database >(
	build: ( db: Kysely< DB >, params: P ) => Compilable< R >
): PreparedQuery< P, R > {
	return new PreparedQuery(
		build as unknown as (
			db: Kysely< unknown >,
			params: P
		) => Compilable< R >
	);
}

/**
 * Runs a prepared query through Kysely's executor (its lock and connection): anywhere, in or
 * out of a transaction.
 * @param db
 * @param query
 * @param params
 */
export async function runPrepared< P, R >(
	db: Kysely< Database >,
	query: PreparedQuery< P, R >,
	params: P
): Promise< QueryResult< R > > {
	return db.executeQuery( query.withValues( params ) );
}

type StatementSource = ( sql: string ) => Statement;

const sources = new WeakMap< object, StatementSource >();

/**
 * Lets transactions of `db` run prepared queries on its connection directly (open.ts).
 * @param db
 * @param prepare the connection's statement cache
 */
export function registerStatementSource(
	db: Kysely< Database >,
	prepare: StatementSource
): void {
	// A transaction's executor shares its database's adapter.
	sources.set( db.getExecutor().adapter, prepare );
}

export type RunResult = { changes: number; lastInsertRowid: number };

/** Runs prepared queries synchronously inside the transaction it was made for. */
export class SyncTransaction {
	/** The same object for every transaction of one database (for memos per database). */
	readonly database: object;

	constructor( private readonly prepare: StatementSource ) {
		this.database = prepare;
	}

	get< P, R >( query: PreparedQuery< P, R >, params: P ): R | undefined {
		return this.prepare( query.sql ).get( query.args( params ) ) as
			R | undefined;
	}

	all< P, R >( query: PreparedQuery< P, R >, params: P ): R[] {
		return this.prepare( query.sql ).all( query.args( params ) ) as R[];
	}

	run< P >( query: PreparedQuery< P, unknown >, params: P ): RunResult {
		const result = this.prepare( query.sql ).run( query.args( params ) );
		return {
			changes: result.changes,
			lastInsertRowid: Number( result.lastInsertRowid ),
		};
	}

	/**
	 * A statement without values (savepoints).
	 * @param sql
	 */
	exec( sql: string ): void {
		this.prepare( sql ).run();
	}
}

/**
 * Prepared queries run synchronously in `trx`, which must be an open transaction of a
 * database opened by open.ts (its lock keeps every other query off the connection).
 * @param trx
 */
export function syncTransaction( trx: Kysely< Database > ): SyncTransaction {
	const prepare = trx.isTransaction
		? sources.get( trx.getExecutor().adapter )
		: undefined;
	if ( ! prepare ) {
		throw new Error(
			trx.isTransaction
				? 'This database runs no prepared statements (opened outside open.ts).'
				: 'Prepared statements run synchronously only inside a transaction.'
		);
	}
	return new SyncTransaction( prepare );
}
