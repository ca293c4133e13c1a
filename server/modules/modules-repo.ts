/**
 * Module state: activation and option values, stored per module (defaults fill what was never
 * saved). Options are validated against the catalogue; unknown names are refused by name.
 */
import type { Kysely } from 'kysely';
import { connectionDb } from '../connection/tables';
import type { Database } from '../db/schema';
import { validateValue } from '../rest/schema';
import { MODULES, MODULES_BY_SLUG, type ModuleDefinition } from './catalogue';

export type ModuleState = {
	active: boolean;
	options: Record< string, unknown >;
};

export async function readModuleStates(
	db: Kysely< Database >
): Promise< Map< string, ModuleState > > {
	const rows = await connectionDb( db )
		.selectFrom( 'modules' )
		.selectAll()
		.execute();
	const saved = new Map( rows.map( ( row ) => [ row.slug, row ] ) );
	const states = new Map< string, ModuleState >();
	for ( const module of MODULES ) {
		const row = saved.get( module.slug );
		const values = row
			? ( JSON.parse( row.options ) as Record< string, unknown > )
			: {};
		const options: Record< string, unknown > = {};
		for ( const [ name, schema ] of Object.entries( module.options ) ) {
			options[ name ] = name in values ? values[ name ] : schema.default;
		}
		states.set( module.slug, {
			active: row ? row.active === 1 : module.defaultActive,
			options,
		} );
	}
	return states;
}

export async function isModuleActive(
	db: Kysely< Database >,
	slug: string
): Promise< boolean > {
	return ( await readModuleStates( db ) ).get( slug )?.active ?? false;
}

/** Module JSON as the v4 routes answer it. */
export function moduleResponse(
	module: ModuleDefinition,
	state: ModuleState,
	registered: boolean
) {
	return {
		module: module.slug,
		name: module.name,
		description: module.description,
		activated: state.active,
		available: ! module.requiresConnection || registered,
		requires_connection: module.requiresConnection,
		requires_user_connection: module.requiresUserConnection,
		module_tags: module.tags,
		feature: module.feature,
		options: Object.fromEntries(
			Object.entries( module.options ).map( ( [ name, schema ] ) => [
				name,
				{
					type: schema.type,
					default: schema.default,
					currentValue: state.options[ name ],
					...( schema.enum && { enum: schema.enum } ),
					...( schema.items?.enum && { items: schema.items.enum } ),
					description: schema.description,
				},
			] )
		),
	};
}

/**
 * Checks option values against a module's schemas: the coerced values, and a message per bad name.
 * @param module
 * @param input
 */
export function checkModuleOptions(
	module: ModuleDefinition,
	input: Record< string, unknown >
): { values: Record< string, unknown >; invalid: Record< string, string > } {
	const values: Record< string, unknown > = {};
	const invalid: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( input ) ) {
		const schema = module.options[ name ];
		if ( ! schema ) {
			invalid[ name ] =
				`${ name } is not an option of the ${ module.slug } module.`;
			continue;
		}
		const result = validateValue( value, schema, name );
		if ( result.ok ) {
			values[ name ] = result.value;
		} else {
			invalid[ name ] = result.issue.message;
		}
	}
	return { values, invalid };
}

/**
 * Writes activation and/or option changes of several modules (call inside a transaction to
 * make them all-or-nothing).
 * @param db
 * @param changes
 */
export async function saveModuleChanges(
	db: Kysely< Database >,
	changes: Map<
		string,
		{
			active?: boolean;
			options?: Record< string, unknown >;
			reset?: boolean;
		}
	>
): Promise< void > {
	const states = await readModuleStates( db );
	const cdb = connectionDb( db );
	for ( const [ slug, change ] of changes ) {
		const module = MODULES_BY_SLUG.get( slug );
		const state = states.get( slug );
		if ( ! module || ! state ) {
			continue;
		}
		const row = await cdb
			.selectFrom( 'modules' )
			.select( 'options' )
			.where( 'slug', '=', slug )
			.executeTakeFirst();
		const saved = change.reset
			? {}
			: ( JSON.parse( row?.options ?? '{}' ) as object );
		const values = {
			active: ( change.active ?? state.active ) ? 1 : 0,
			options: JSON.stringify( { ...saved, ...change.options } ),
			updated_at: new Date().toISOString(),
		};
		await cdb
			.insertInto( 'modules' )
			.values( { slug, ...values } )
			.onConflict( ( oc ) => oc.column( 'slug' ).doUpdateSet( values ) )
			.execute();
	}
}

/**
 * Activation back to each module's default; options untouched.
 * @param db
 */
export async function resetActivation(
	db: Kysely< Database >
): Promise< void > {
	await saveModuleChanges(
		db,
		new Map(
			MODULES.map( ( m ) => [ m.slug, { active: m.defaultActive } ] )
		)
	);
}
