/**
 * GET migration/status.
 */
export type MigrationStatus = {
	status: 'inactive' | 'started' | 'done' | 'error';
	started_at: string | null;
	completed_at: string | null;
};
