/**
 * The flat settings view (GET/POST jetpack/v4/settings): every module slug (its activation), every
 * module option, and a few site-wide admin settings, in one object. Updates are checked key by
 * key first (unknown keys are named) and then written in one transaction.
 */
import type { Kysely } from 'kysely';
import { connectionDb } from '../connection/tables';
import type { Database } from '../db/schema';
import { validateValue } from '../rest/schema';
import {
	MODULES,
	MODULES_BY_SLUG,
	OPTION_OWNERS,
	type OptionSchema,
} from './catalogue';
import {
	readModuleStates,
	resetActivation,
	saveModuleChanges,
} from './modules-repo';

const flag = ( value: boolean, description: string ): OptionSchema => ( {
	type: 'boolean',
	default: value,
	description,
} );

export const ADMIN_SETTINGS: Record< string, OptionSchema > = {
	dismiss_dash_app_card: flag( false, 'The mobile app card was dismissed.' ),
	dismiss_empty_stats_card: flag(
		false,
		'The empty stats card was dismissed.'
	),
	show_welcome_for_new_plan: flag(
		true,
		'Show the welcome message after a plan purchase.'
	),
	jetpack_portfolio: flag( false, 'Enable the Portfolio content type.' ),
	jetpack_testimonial: flag( false, 'Enable the Testimonial content type.' ),
};

export async function getFlatSettings( db: Kysely< Database > ) {
	const states = await readModuleStates( db );
	const rows = await connectionDb( db )
		.selectFrom( 'admin_settings' )
		.selectAll()
		.execute();
	const saved = new Map(
		rows.map( ( row ) => [ row.name, JSON.parse( row.value ) as unknown ] )
	);
	const out: Record< string, unknown > = {};
	for ( const module of MODULES ) {
		const state = states.get( module.slug );
		out[ module.slug ] = state?.active ?? false;
		Object.assign( out, state?.options );
	}
	for ( const [ name, schema ] of Object.entries( ADMIN_SETTINGS ) ) {
		out[ name ] = saved.has( name ) ? saved.get( name ) : schema.default;
	}
	return out;
}

type ModuleChange = { active?: boolean; options?: Record< string, unknown > };

export type SettingsPlan = {
	modules: Map< string, ModuleChange >;
	admin: Record< string, unknown >;
	invalid: Record< string, string >;
};

/**
 * Sorts and checks every key of an update.
 * @param input      the keys and values sent
 * @param registered whether the site is registered (modules needing a connection can turn on)
 */
export function planSettingsUpdate(
	input: Record< string, unknown >,
	registered: boolean
): SettingsPlan {
	const plan: SettingsPlan = { modules: new Map(), admin: {}, invalid: {} };
	const change = ( slug: string ) => {
		const current = plan.modules.get( slug ) ?? {};
		plan.modules.set( slug, current );
		return current;
	};
	for ( const [ key, value ] of Object.entries( input ) ) {
		const module = MODULES_BY_SLUG.get( key );
		const owner = OPTION_OWNERS.get( key );
		const schema = module
			? flag( false, '' )
			: ( owner?.options[ key ] ?? ADMIN_SETTINGS[ key ] );
		if ( ! schema ) {
			plan.invalid[ key ] = `${ key } is not a valid setting.`;
			continue;
		}
		const result = validateValue( value, schema, key );
		if ( ! result.ok ) {
			plan.invalid[ key ] = result.issue.message;
		} else if ( module ) {
			if (
				result.value === true &&
				module.requiresConnection &&
				! registered
			) {
				plan.invalid[ key ] =
					`${ key } needs the site to be connected to the cloud.`;
			} else {
				change( key ).active = result.value as boolean;
			}
		} else if ( owner ) {
			const entry = change( owner.slug );
			entry.options = { ...entry.options, [ key ]: result.value };
		} else {
			plan.admin[ key ] = result.value;
		}
	}
	return plan;
}

export async function applySettingsPlan(
	db: Kysely< Database >,
	plan: SettingsPlan
) {
	await db.transaction().execute( async ( trx ) => {
		await saveModuleChanges( trx, plan.modules );
		for ( const [ name, value ] of Object.entries( plan.admin ) ) {
			const json = JSON.stringify( value );
			await connectionDb( trx )
				.insertInto( 'admin_settings' )
				.values( { name, value: json } )
				.onConflict( ( oc ) =>
					oc.column( 'name' ).doUpdateSet( { value: json } )
				)
				.execute();
		}
	} );
}

export const RESET_GROUPS = [
	'options',
	'modules',
	...MODULES.map( ( m ) => m.slug ),
];

/**
 * `options`: every module option and admin setting back to its default; `modules`: activation
 * back to the defaults; a module slug: that module's options.
 * @param db
 * @param group
 */
export async function resetGroup( db: Kysely< Database >, group: string ) {
	await db.transaction().execute( async ( trx ) => {
		if ( group === 'modules' ) {
			await resetActivation( trx );
			return;
		}
		const slugs =
			group === 'options' ? MODULES.map( ( m ) => m.slug ) : [ group ];
		await saveModuleChanges(
			trx,
			new Map( slugs.map( ( slug ) => [ slug, { reset: true } ] ) )
		);
		if ( group === 'options' ) {
			await connectionDb( trx ).deleteFrom( 'admin_settings' ).execute();
		}
	} );
}
