/**
 * Checks several routes share: the permission of routes for people who write posts, and the
 * 502 answered when a third-party service the host calls fails.
 */
import { can } from '../auth/users';
import { forbidden, RestError } from './errors';
import type { RestRequest } from './types';

/** People who can edit posts (authors, editors, administrators); 401/403 for anyone else. */
export const editorsOnly = ( { viewer }: RestRequest ) =>
	can( viewer, 'edit_posts' ) ? true : forbidden( viewer );

/**
 * Runs a call to a third-party service; its failure (an instance of `Failure`) is answered as
 * 502 with `code` and `message`, any other error passes through.
 * @param Failure The error class the service's client throws when the service fails.
 * @param code    The REST error code.
 * @param message What the editor shows.
 * @param call
 */
export async function viaService< T >(
	Failure: abstract new ( ...args: never[] ) => Error,
	code: string,
	message: string,
	call: () => Promise< T >
): Promise< T > {
	try {
		return await call();
	} catch ( error ) {
		if ( error instanceof Failure ) {
			throw new RestError( code, message, 502 );
		}
		throw error;
	}
}
