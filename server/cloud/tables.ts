/**
 * The cloud's own tables (Kysely types). The cloud is a separate party: it never reads the
 * site's tables, and the site reaches it only over HTTP (http-client.ts), so a remote cloud with
 * its own database can replace it.
 */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CloudSitesTable = {
	/** The blog id the site is known by. */
	blog_id: Generated< number >;
	/** SHA-256 of the site secret. */
	secret_hash: string;
	url: string;
	name: string;
	created_at: string;
	revoked_at: string | null;
};

/** Cloud accounts; here each belongs to one account of the host that signed in to approve. */
export type CloudUsersTable = {
	id: Generated< number >;
	host_user_id: number;
	login: string;
	email: string;
	display_name: string;
	created_at: string;
};

export type CloudCodesTable = {
	/** SHA-256 of the one-time authorization code. */
	code_hash: string;
	blog_id: number;
	cloud_user_id: number;
	redirect_uri: string;
	expires_at: number;
};

export type CloudTokensTable = {
	/** SHA-256 of the user token. */
	token_hash: string;
	blog_id: number;
	cloud_user_id: number;
	created_at: string;
	revoked_at: string | null;
};

export type CloudTables = {
	cloud_sites: CloudSitesTable;
	cloud_users: CloudUsersTable;
	cloud_codes: CloudCodesTable;
	cloud_tokens: CloudTokensTable;
};

export type CloudDb = Kysely< Database & CloudTables >;

export const cloudDb = ( db: Kysely< Database > ): CloudDb =>
	db.$extendTables< CloudTables >() as CloudDb;
