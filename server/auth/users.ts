/**
 * Users: creation, look-up and the `can()` check every route and page asks.
 */
import type { Kysely } from 'kysely';
import type { Database, SiteDb, UserRow } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { isRole, roleHasCap, type Role } from './roles';

export type User = {
	id: number;
	login: string;
	email: string;
	displayName: string;
	role: Role;
	registeredAt: string;
};

/** The signed-out visitor is `null`. */
export type Viewer = User | null;

export function toUser( row: UserRow ): User {
	return {
		id: row.id,
		login: row.login,
		email: row.email,
		displayName: row.display_name,
		role: isRole( row.role ) ? row.role : 'subscriber',
		registeredAt: row.registered_at,
	};
}

/**
 * Whether the viewer holds a primitive capability (`edit_posts`, `manage_options`, …).
 * @param viewer
 * @param capability
 */
export function can( viewer: Viewer, capability: string ): boolean {
	return viewer !== null && roleHasCap( viewer.role, capability );
}

export type NewUserInput = {
	login: string;
	email: string;
	displayName: string;
	password: string;
	role: Role;
};

export async function createUser(
	db: SiteDb,
	input: NewUserInput
): Promise< User > {
	const row = await db
		.insertInto( 'users' )
		.values( {
			login: input.login,
			email: input.email,
			display_name: input.displayName,
			password_hash: await hashPassword( input.password ),
			role: input.role,
			registered_at: new Date().toISOString(),
		} )
		.returningAll()
		.executeTakeFirstOrThrow();
	return toUser( row );
}

export async function getUser(
	db: SiteDb,
	id: number
): Promise< User | null > {
	const row = await db
		.selectFrom( 'users' )
		.selectAll()
		.where( 'id', '=', id )
		.executeTakeFirst();
	return row ? toUser( row ) : null;
}

/**
 * Finds a user by login name or, when the input holds an `@`, by email, as wp-login.php does.
 * @param db
 * @param name
 */
export async function findUserByLoginOrEmail(
	db: SiteDb,
	name: string
): Promise< UserRow | null > {
	const column = name.includes( '@' ) ? 'email' : 'login';
	const row = await db
		.selectFrom( 'users' )
		.selectAll()
		.where( column, '=', name )
		.executeTakeFirst();
	return row ?? null;
}

export async function checkPassword(
	row: UserRow,
	password: string
): Promise< boolean > {
	return verifyPassword( password, row.password_hash );
}

export async function countUsers( db: Kysely< Database > ): Promise< number > {
	const { count } = await db
		.selectFrom( 'users' )
		.select( ( eb ) => eb.fn.countAll< number >().as( 'count' ) )
		.executeTakeFirstOrThrow();
	return Number( count );
}
