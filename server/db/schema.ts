/**
 * The database's tables as TypeScript sees them through Kysely. Dates are ISO 8601 strings in
 * UTC (`2026-11-22T21:38:00.000Z`); expiry instants are epoch milliseconds.
 */
import type {
	Generated,
	Insertable,
	Kysely,
	Selectable,
	Updateable,
} from 'kysely';

export type UsersTable = {
	id: Generated< number >;
	login: string;
	email: string;
	display_name: string;
	/** `scrypt$<salt hex>$<hash hex>`, see server/auth/passwords.ts. */
	password_hash: string;
	role: string;
	registered_at: string;
};

export type SessionsTable = {
	/** SHA-256 of the cookie token; the token itself is never stored. */
	token_hash: string;
	user_id: number;
	created_at: number;
	expires_at: number;
	remember: number;
};

export type OptionsTable = {
	name: string;
	/** JSON-encoded value. */
	value: string;
};

export type RateLimitsTable = {
	key: string;
	count: number;
	reset_at: number;
};

export type PostsTable = {
	id: Generated< number >;
	type: string;
	status: string;
	slug: string;
	title: string;
	content: string;
	excerpt: string;
	author_id: number;
	date_gmt: string;
	modified_gmt: string;
};

export type AttachmentsTable = {
	id: Generated< number >;
	author_id: number;
	/** Storage key, e.g. `2026/11/photo.png`; also the path under /wp-content/uploads/. */
	file: string;
	mime_type: string;
	width: number;
	height: number;
	filesize: number;
	slug: string;
	title: string;
	alt_text: string;
	caption: string;
	date_gmt: string;
	modified_gmt: string;
};

export type Database = {
	users: UsersTable;
	sessions: SessionsTable;
	options: OptionsTable;
	rate_limits: RateLimitsTable;
	posts: PostsTable;
	attachments: AttachmentsTable;
};

export type SiteDb = Kysely< Database >;

export type UserRow = Selectable< UsersTable >;
export type NewUser = Insertable< UsersTable >;
export type PostRow = Selectable< PostsTable >;
export type NewPost = Insertable< PostsTable >;
export type PostUpdate = Updateable< PostsTable >;
export type AttachmentRow = Selectable< AttachmentsTable >;
