/**
 * The two WordPress stores editor code reads, by name, and the part of each one these helpers
 * use. Blocks never import the stores' packages: inside WordPress they are `wp.coreData` and
 * `wp.editor`, in the standalone editor page app/editor registers `@wordpress/core-data` and its
 * own `core/editor` store. When a store (or one of its selectors) is missing, the helpers give
 * their default instead.
 */

/** `@wordpress/core-data`'s store: entities (site, users, …), the current user, `canUser`. */
export const CORE_STORE = 'core';

/** The post editor's store: the post being edited and the editor settings. */
export const EDITOR_STORE = 'core/editor';

/** `select` as `useSelect` and `registry.select` hand it over, called with a store name. */
export type SelectStore = ( storeName: string ) => unknown;

export type RestAction = 'create' | 'read' | 'update' | 'delete';

/** What core-data's `core` store offers since WordPress 6.6 that the helpers read. */
export type CoreSelectors = {
	getEntityRecord: (
		kind: string,
		name: string,
		key?: number | string
	) => Record< string, unknown > | null | undefined;
	getCurrentUser: () => { id?: number } | null | undefined;
	canUser: (
		action: RestAction,
		resource: string,
		id?: number | string
	) => boolean | undefined;
	hasFinishedResolution: ( selector: string, args?: unknown[] ) => boolean;
};

/** What WordPress's `core/editor` store offers that the helpers read. */
export type EditorSelectors = {
	getEditedPostAttribute: ( attribute: string ) => unknown;
	getEditorSettings: () => Record< string, unknown > | null | undefined;
};

/**
 * The selectors of `storeName`, or undefined when it is not registered or lacks one of `needed`.
 * @param select    the registry's select
 * @param storeName the store
 * @param needed    the selectors the caller will call
 */
export function storeSelectors< T extends Record< string, unknown > >(
	select: SelectStore,
	storeName: string,
	needed: Array< keyof T >
): T | undefined {
	const selectors = select( storeName ) as Partial< T > | undefined;
	if (
		! selectors ||
		needed.some( ( name ) => typeof selectors[ name ] !== 'function' )
	) {
		return undefined;
	}
	return selectors as T;
}
