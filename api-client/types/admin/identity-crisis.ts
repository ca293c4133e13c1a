/**
 * Identity crisis (the site's address changed): safe mode, start fresh or migrate.
 */
export type IdentityCrisisAction = 'safe-mode' | 'start-fresh' | 'migrate';

export type IdentityCrisisState = {
	/** The last action chosen, or null. */
	action: IdentityCrisisAction | null;
	safe_mode_confirmed: boolean;
	/** ISO 8601 (UTC) of the last action, or null. */
	updated_at: string | null;
};

export type IdentityCrisisResult = {
	code: 'success';
	state: IdentityCrisisState;
	/** start-fresh: where to send the user next. */
	redirect_uri?: string;
};
