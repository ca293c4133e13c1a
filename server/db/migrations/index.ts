/**
 * Every migration, in order. Add a migration: create `NNNN-what.ts` exporting a `Migration`,
 * and list it here under a name that sorts after the previous one.
 */
import type { Migration, MigrationProvider } from 'kysely/migration';
import { initial } from './0001-initial';

const migrations: Record< string, Migration > = {
	'0001-initial': initial,
};

export const migrationProvider: MigrationProvider = {
	async getMigrations() {
		return migrations;
	},
};
