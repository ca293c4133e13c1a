/**
 * POST notice/{id} with `dismissed` true; answers every dismissed notice.
 */
export type DismissedNotices = Record< string, true >;
