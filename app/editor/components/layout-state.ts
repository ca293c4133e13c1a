/**
 * Which panels around the canvas are open.
 */
export type LeftPanel = 'inserter' | 'list-view' | null;
