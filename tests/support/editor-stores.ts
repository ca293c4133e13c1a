/**
 * Test support (not a test file): WordPress's editor stores, `core` and `core/editor`, reduced
 * to the selectors editor code calls (shared/editor-data/stores.ts), answering from one described
 * site the way WordPress answers (emails only from readable `context=edit` user records,
 * `canUser( 'create', 'plugins' )` from `install_plugins` and `activate_plugins`).
 *
 * They stand for WordPress's own stores, not for code of ours. Block tests register them in the
 * default registry, which the block-editor harness uses and which cannot drop a store between
 * tests; shared/editor-data's tests use core-data's real store in a registry of their own.
 */
import { createReduxStore, type StoreDescriptor } from '@wordpress/data';

export type SiteUser = {
	id: number;
	name: string;
	email: string;
	capabilities: Record< string, boolean >;
};

export type EditorSite = {
	siteTitle: string;
	users: SiteUser[];
	currentUserId: number;
	post: { id: number; type: string; title: string; author?: number };
	/** `blockSuite` of the editor settings; left out when undefined. */
	blockSuite?: Record< string, unknown >;
	/** While true, `core` has not answered yet (records undefined, resolution unfinished). */
	loading?: boolean;
	/** Names of the post-saving locks held (`core/editor`'s lockPostSaving). */
	postSavingLocks?: string[];
};

export const ADMIN: SiteUser = {
	id: 1,
	name: 'Admin',
	email: 'admin@example.com',
	capabilities: {
		list_users: true,
		install_plugins: true,
		activate_plugins: true,
		manage_options: true,
	},
};

export const EDITOR: SiteUser = {
	id: 2,
	name: 'Ed',
	email: 'ed@example.com',
	capabilities: { edit_others_posts: true },
};

export const AUTHOR: SiteUser = {
	id: 5,
	name: 'Author',
	email: 'author@example.com',
	capabilities: { edit_posts: true },
};

/** An administrator editing a post by another author on a self-hosted site. */
export function defaultSite(): EditorSite {
	return {
		siteTitle: 'Pasta Place',
		users: [ ADMIN, EDITOR, AUTHOR ],
		currentUserId: ADMIN.id,
		post: { id: 7, type: 'post', title: '', author: AUTHOR.id },
		blockSuite: { siteType: 'self-hosted', adminUrl: '/wp-admin/' },
	};
}

type Action =
	| { type: 'RECEIVE_SITE'; site: EditorSite }
	| { type: 'EDIT_POST'; edits: Partial< EditorSite[ 'post' ] > }
	| { type: 'LOCK_POST_SAVING' | 'UNLOCK_POST_SAVING'; lockName: string };

const actions = {
	/**
	 * Replaces the whole site (what a new page load would show).
	 * @param site
	 */
	receiveSite: ( site: EditorSite ): Action => ( {
		type: 'RECEIVE_SITE',
		site,
	} ),
};

function siteReducer( state: EditorSite = defaultSite(), action: Action ) {
	switch ( action.type ) {
		case 'RECEIVE_SITE':
			return action.site;
		case 'EDIT_POST':
			return { ...state, post: { ...state.post, ...action.edits } };
		case 'LOCK_POST_SAVING':
		case 'UNLOCK_POST_SAVING': {
			const others = ( state.postSavingLocks ?? [] ).filter(
				( name ) => name !== action.lockName
			);
			return {
				...state,
				postSavingLocks:
					action.type === 'LOCK_POST_SAVING'
						? [ ...others, action.lockName ]
						: others,
			};
		}
	}
	return state;
}

const currentUser = ( site: EditorSite ) =>
	site.users.find( ( user ) => user.id === site.currentUserId );

const can = ( site: EditorSite, capability: string ) =>
	currentUser( site )?.capabilities[ capability ] === true;

/** A user's `context=edit` record, when WordPress would let the current user read it. */
function userRecord( site: EditorSite, id: unknown ) {
	const user = site.users.find( ( candidate ) => candidate.id === id );
	if (
		! user ||
		( id !== site.currentUserId && ! can( site, 'list_users' ) )
	) {
		return undefined;
	}
	return {
		id: user.id,
		name: user.name,
		email: user.email,
		capabilities: user.capabilities,
	};
}

const cache = new WeakMap< EditorSite, Map< string, unknown > >();

/** The same object for the same site and key, as a real store keeps its records. */
function memo< T >( site: EditorSite, key: string, make: () => T ): T {
	let entries = cache.get( site );
	if ( ! entries ) {
		entries = new Map();
		cache.set( site, entries );
	}
	if ( ! entries.has( key ) ) {
		entries.set( key, make() );
	}
	return entries.get( key ) as T;
}

/** `core` (core-data) as the selectors in shared/editor-data/stores.ts see it. */
export const coreStore: StoreDescriptor = createReduxStore( 'core', {
	reducer: siteReducer,
	actions,
	selectors: {
		getCurrentUser: ( site: EditorSite ) =>
			site.loading
				? {}
				: memo( site, 'me', () => ( {
						id: site.currentUserId,
						name: currentUser( site )?.name,
					} ) ),
		getEntityRecord(
			site: EditorSite,
			kind: string,
			name: string,
			key?: unknown
		) {
			if ( site.loading || kind !== 'root' ) {
				return undefined;
			}
			if ( name === '__unstableBase' ) {
				return memo( site, 'base', () => ( {
					name: site.siteTitle,
					description: '',
					url: 'http://localhost:8888',
					home: 'http://localhost:8888',
				} ) );
			}
			if ( name === 'user' ) {
				return memo( site, `user:${ key }`, () =>
					userRecord( site, key )
				);
			}
			return undefined;
		},
		canUser( site: EditorSite, action: string, resource: unknown ) {
			if ( site.loading ) {
				return undefined;
			}
			return (
				action === 'create' &&
				resource === 'plugins' &&
				can( site, 'install_plugins' ) &&
				can( site, 'activate_plugins' )
			);
		},
		hasFinishedResolution: ( site: EditorSite ) => ! site.loading,
	},
} );

/** `core/editor` (WordPress's post editor store) as shared/editor-data reads it. */
export const editorStore: StoreDescriptor = createReduxStore( 'core/editor', {
	reducer: siteReducer,
	actions: {
		...actions,
		/**
		 * WordPress's `editPost`: edits the post's attributes.
		 * @param edits e.g. `{ title }`
		 */
		editPost: ( edits: Partial< EditorSite[ 'post' ] > ): Action => ( {
			type: 'EDIT_POST',
			edits,
		} ),
		/**
		 * WordPress's `lockPostSaving`: no save while any lock is held.
		 * @param lockName who holds it
		 */
		lockPostSaving: ( lockName: string ): Action => ( {
			type: 'LOCK_POST_SAVING',
			lockName,
		} ),
		/** @param lockName the name given to lockPostSaving */
		unlockPostSaving: ( lockName: string ): Action => ( {
			type: 'UNLOCK_POST_SAVING',
			lockName,
		} ),
	},
	selectors: {
		getEditedPostAttribute: ( site: EditorSite, attribute: string ) =>
			( site.post as Record< string, unknown > )[ attribute ],
		getCurrentPostId: ( site: EditorSite ) => site.post.id,
		isPostSavingLocked: ( site: EditorSite ) =>
			( site.postSavingLocks ?? [] ).length > 0,
		getCurrentPostType: ( site: EditorSite ) => site.post.type,
		getEditorSettings: ( site: EditorSite ) =>
			memo( site, 'settings', () =>
				site.blockSuite ? { blockSuite: site.blockSuite } : {}
			),
	},
} );

type Registry = {
	register: ( store: StoreDescriptor ) => void;
	dispatch: ( store: StoreDescriptor ) => unknown;
	select: ( store: string ) => unknown;
};

/**
 * Registers both stores in `registry` (once) and shows `site` through them.
 * @param registry e.g. `createRegistry()`, or `@wordpress/data`'s default registry
 * @param site     what the stores answer
 */
export function provideEditorSite( registry: Registry, site: EditorSite ) {
	for ( const store of [ coreStore, editorStore ] ) {
		if ( ! registry.select( store.name ) ) {
			registry.register( store );
		}
		( registry.dispatch( store ) as typeof actions ).receiveSite( site );
	}
}
