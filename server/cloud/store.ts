/**
 * The cloud's records: registered sites (blog id + hashed secret), accounts, one-time
 * authorization codes and user tokens. Secrets, codes and tokens are random and stored hashed.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { User } from '../auth/users';
import type { Database } from '../db/schema';
import type { CloudUser } from './api';
import { cloudDb } from './tables';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;

const sha256 = ( value: string ) =>
	createHash( 'sha256' ).update( value ).digest( 'hex' );
const randomSecret = () => randomBytes( 32 ).toString( 'base64url' );
const now = () => new Date().toISOString();

export type CloudSite = { blogId: number; url: string; name: string };

export async function createCloudSite(
	db: Kysely< Database >,
	input: { url: string; name: string }
): Promise< CloudSite & { secret: string } > {
	const secret = randomSecret();
	const row = await cloudDb( db )
		.insertInto( 'cloud_sites' )
		.values( {
			secret_hash: sha256( secret ),
			url: input.url,
			name: input.name,
			created_at: now(),
			revoked_at: null,
		} )
		.returning( 'blog_id' )
		.executeTakeFirstOrThrow();
	return { blogId: row.blog_id, url: input.url, name: input.name, secret };
}

/**
 * The live (not revoked) site with this id; with `secret`, only when the secret matches.
 * @param db
 * @param blogId
 * @param secret
 */
export async function findCloudSite(
	db: Kysely< Database >,
	blogId: number,
	secret?: string
): Promise< CloudSite | null > {
	const row = await cloudDb( db )
		.selectFrom( 'cloud_sites' )
		.selectAll()
		.where( 'blog_id', '=', blogId )
		.where( 'revoked_at', 'is', null )
		.executeTakeFirst();
	if ( ! row ) {
		return null;
	}
	if ( secret !== undefined ) {
		const given = Buffer.from( sha256( secret ) );
		const stored = Buffer.from( row.secret_hash );
		if (
			given.length !== stored.length ||
			! timingSafeEqual( given, stored )
		) {
			return null;
		}
	}
	return { blogId: row.blog_id, url: row.url, name: row.name };
}

/**
 * The cloud account of a host user, created on first approval and refreshed after.
 * @param db
 * @param user
 */
export async function cloudAccountFor(
	db: Kysely< Database >,
	user: User
): Promise< CloudUser > {
	const cdb = cloudDb( db );
	const values = {
		login: user.login,
		email: user.email,
		display_name: user.displayName,
	};
	const row = await cdb
		.insertInto( 'cloud_users' )
		.values( { ...values, host_user_id: user.id, created_at: now() } )
		.onConflict( ( oc ) =>
			oc.column( 'host_user_id' ).doUpdateSet( values )
		)
		.returningAll()
		.executeTakeFirstOrThrow();
	return {
		ID: row.id,
		login: row.login,
		email: row.email,
		display_name: row.display_name,
	};
}

export async function issueCode(
	db: Kysely< Database >,
	input: { blogId: number; cloudUserId: number; redirectUri: string }
): Promise< string > {
	const code = randomSecret();
	await cloudDb( db )
		.insertInto( 'cloud_codes' )
		.values( {
			code_hash: sha256( code ),
			blog_id: input.blogId,
			cloud_user_id: input.cloudUserId,
			redirect_uri: input.redirectUri,
			expires_at: Date.now() + CODE_LIFETIME_MS,
		} )
		.execute();
	return code;
}

/**
 * Uses up a code: the user's new token, or null when the code is unknown, expired, for another
 * site or for another return address. A code works once.
 * @param db
 * @param input
 * @param input.blogId
 * @param input.code
 * @param input.redirectUri
 */
export async function redeemCode(
	db: Kysely< Database >,
	input: { blogId: number; code: string; redirectUri: string }
): Promise< { token: string; user: CloudUser } | null > {
	return cloudDb( db )
		.transaction()
		.execute( async ( trx ) => {
			const row = await trx
				.deleteFrom( 'cloud_codes' )
				.where( 'code_hash', '=', sha256( input.code ) )
				.returningAll()
				.executeTakeFirst();
			if (
				! row ||
				row.blog_id !== input.blogId ||
				row.redirect_uri !== input.redirectUri ||
				row.expires_at < Date.now()
			) {
				return null;
			}
			const account = await trx
				.selectFrom( 'cloud_users' )
				.selectAll()
				.where( 'id', '=', row.cloud_user_id )
				.executeTakeFirstOrThrow();
			const token = randomSecret();
			await trx
				.insertInto( 'cloud_tokens' )
				.values( {
					token_hash: sha256( token ),
					blog_id: row.blog_id,
					cloud_user_id: row.cloud_user_id,
					created_at: now(),
					revoked_at: null,
				} )
				.execute();
			return {
				token,
				user: {
					ID: account.id,
					login: account.login,
					email: account.email,
					display_name: account.display_name,
				},
			};
		} );
}

export async function isTokenValid(
	db: Kysely< Database >,
	blogId: number,
	token: string
): Promise< boolean > {
	const row = await cloudDb( db )
		.selectFrom( 'cloud_tokens' )
		.select( 'blog_id' )
		.where( 'token_hash', '=', sha256( token ) )
		.where( 'blog_id', '=', blogId )
		.where( 'revoked_at', 'is', null )
		.executeTakeFirst();
	return !! row;
}

export async function revokeToken(
	db: Kysely< Database >,
	blogId: number,
	token: string
): Promise< boolean > {
	const result = await cloudDb( db )
		.updateTable( 'cloud_tokens' )
		.set( { revoked_at: now() } )
		.where( 'token_hash', '=', sha256( token ) )
		.where( 'blog_id', '=', blogId )
		.where( 'revoked_at', 'is', null )
		.executeTakeFirst();
	return Number( result.numUpdatedRows ) > 0;
}

export async function revokeSite( db: Kysely< Database >, blogId: number ) {
	await cloudDb( db )
		.transaction()
		.execute( async ( trx ) => {
			const at = now();
			await trx
				.updateTable( 'cloud_tokens' )
				.set( { revoked_at: at } )
				.where( 'blog_id', '=', blogId )
				.where( 'revoked_at', 'is', null )
				.execute();
			await trx
				.deleteFrom( 'cloud_codes' )
				.where( 'blog_id', '=', blogId )
				.execute();
			await trx
				.updateTable( 'cloud_sites' )
				.set( { revoked_at: at } )
				.where( 'blog_id', '=', blogId )
				.execute();
		} );
}
