/**
 * Every migration, in order. Add a migration: create `NNNN-what.ts` exporting a `Migration`,
 * and list it here under a name that sorts after the previous one.
 */
import type { Migration, MigrationProvider } from 'kysely/migration';
import { initial } from './0001-initial';
import { connection } from './0002-connection';
import { adminRecords } from './0003-admin-records';
import { forms } from './0004-forms';
import { formFiles } from './0005-form-files';
import { relatedPostsSearch } from './0006-related-posts-search';
import { syncedFormResponses } from './0007-synced-form-responses';
import { formFieldSteps } from './0008-form-field-steps';

const migrations: Record< string, Migration > = {
	'0001-initial': initial,
	'0002-connection': connection,
	'0003-admin-records': adminRecords,
	'0004-forms': forms,
	'0005-form-files': formFiles,
	'0006-related-posts-search': relatedPostsSearch,
	'0007-synced-form-responses': syncedFormResponses,
	'0008-form-field-steps': formFieldSteps,
};

export const migrationProvider: MigrationProvider = {
	async getMigrations() {
		return migrations;
	},
};
