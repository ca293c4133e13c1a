/**
 * What the current user is and may do, from core-data's `core` store.
 *
 * Emails are only in `context=edit` user records. WordPress gives every user their own record
 * in that context, and other users' records only to users with `list_users` (editors get a 403),
 * so another author's record is asked for only when the user's own capabilities allow it.
 */
import { useSelect } from '@wordpress/data';
import { selectPostAuthorId } from './post';
import {
	CORE_STORE,
	storeSelectors,
	type CoreSelectors,
	type SelectStore,
} from './stores';

type UserRecord = { email?: unknown; capabilities?: Record< string, unknown > };

/**
 * A user's `context=edit` record: undefined while it loads, null when it could not be read.
 * @param core the core store's selectors
 * @param id   the user
 */
function userRecord(
	core: CoreSelectors,
	id: number
): UserRecord | null | undefined {
	const record = core.getEntityRecord( 'root', 'user', id );
	if ( record ) {
		return record as UserRecord;
	}
	return core.hasFinishedResolution( 'getEntityRecord', [
		'root',
		'user',
		id,
	] )
		? null
		: undefined;
}

const emailOf = ( record: UserRecord | null ) =>
	typeof record?.email === 'string' ? record.email : '';

/**
 * The email of the edited post's author (the current user's for a new post): undefined while
 * it loads; '' without a `core` store, or when the author is someone else and the current user
 * may not read other users' emails.
 * @param select the registry's select
 */
export function selectPostAuthorEmail(
	select: SelectStore
): string | undefined {
	const core = storeSelectors< CoreSelectors >( select, CORE_STORE, [
		'getCurrentUser',
		'getEntityRecord',
		'hasFinishedResolution',
	] );
	if ( ! core ) {
		return '';
	}
	const currentId = core.getCurrentUser()?.id;
	if ( ! currentId ) {
		return core.hasFinishedResolution( 'getCurrentUser' ) ? '' : undefined;
	}
	const own = userRecord( core, currentId );
	if ( own === undefined ) {
		return undefined;
	}
	const authorId = selectPostAuthorId( select ) ?? currentId;
	if ( authorId === currentId ) {
		return emailOf( own );
	}
	if ( own?.capabilities?.list_users !== true ) {
		return '';
	}
	const author = userRecord( core, authorId );
	return author === undefined ? undefined : emailOf( author );
}

/**
 * Whether the current user may install plugins: core-data's `canUser( 'create', 'plugins' )`,
 * which reads the `Allow` header of `OPTIONS /wp/v2/plugins` (WordPress grants `POST` there with
 * `install_plugins` and `activate_plugins`). False while unknown and without a `core` store.
 * @param select the registry's select
 */
export function selectCanInstallPlugins( select: SelectStore ): boolean {
	const core = storeSelectors< CoreSelectors >( select, CORE_STORE, [
		'canUser',
	] );
	return core?.canUser( 'create', 'plugins' ) === true;
}

/** The post author's email; undefined while it loads, '' when it cannot be read. */
export function usePostAuthorEmail(): string | undefined {
	return useSelect(
		( select ) => selectPostAuthorEmail( select as SelectStore ),
		[]
	);
}

/** Whether the current user may install plugins (false until known). */
export function useCanInstallPlugins(): boolean {
	return useSelect(
		( select ) => selectCanInstallPlugins( select as SelectStore ),
		[]
	);
}
