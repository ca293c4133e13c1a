/**
 * The site-side tables of the connection, modules, settings, plugins and tracking (Kysely
 * types, migration 0002). Reached through `connectionDb( site.db )`.
 */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A site user linked to a cloud account. */
export type ConnectionUsersTable = {
	user_id: number;
	/** The user token the cloud issued; the site presents it, so it is kept as is. */
	token: string;
	wpcom_id: number;
	wpcom_login: string;
	wpcom_email: string;
	wpcom_display_name: string;
	is_owner: number;
	connected_at: string;
};

export type ModulesTable = {
	slug: string;
	active: number;
	/** JSON object of the option values saved so far (defaults fill the rest). */
	options: string;
	updated_at: string;
};

export type AdminSettingsTable = {
	name: string;
	/** JSON-encoded value. */
	value: string;
};

export type PluginsTable = {
	slug: string;
	active: number;
	source: string;
	installed_at: string;
};

export type TrackingPreferencesTable = {
	user_id: number;
	opt_out: number;
	updated_at: string;
};

export type TrackingEventsTable = {
	id: Generated< number >;
	user_id: number;
	name: string;
	/** JSON object. */
	properties: string;
	wpcom_user_id: number;
	wpcom_login: string;
	recorded_at: string;
};

export type ConnectionTables = {
	connection_users: ConnectionUsersTable;
	modules: ModulesTable;
	admin_settings: AdminSettingsTable;
	plugins: PluginsTable;
	tracking_preferences: TrackingPreferencesTable;
	tracking_events: TrackingEventsTable;
};

export type ConnectionDb = Kysely< Database & ConnectionTables >;

export const connectionDb = ( db: Kysely< Database > ): ConnectionDb =>
	db.$extendTables< ConnectionTables >() as ConnectionDb;
