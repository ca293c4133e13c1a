/**
 * REST errors in WordPress's shape: `{ code, message, data: { status, ... } }`.
 */
import type { Viewer } from '../auth/users';

export class RestError extends Error {
	constructor(
		readonly code: string,
		message: string,
		readonly status: number,
		readonly data: Record< string, unknown > = {}
	) {
		super( message );
	}

	toJSON() {
		return {
			code: this.code,
			message: this.message,
			data: { status: this.status, ...this.data },
		};
	}
}

/**
 * 401 for a signed-out visitor, 403 for a signed-in user, as rest_authorization_required_code().
 * @param viewer
 */
export function authStatus( viewer: Viewer ): number {
	return viewer ? 403 : 401;
}

export function forbidden(
	viewer: Viewer,
	code = 'rest_forbidden',
	message = 'Sorry, you are not allowed to do that.'
): RestError {
	return new RestError( code, message, authStatus( viewer ) );
}

export function noRoute(): RestError {
	return new RestError(
		'rest_no_route',
		'No route was found matching the URL and request method.',
		404
	);
}
