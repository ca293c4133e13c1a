/**
 * The site's log: information goes to stdout unless the site is quiet; errors always go to
 * stderr (an unexpected error must never pass silently, in tests least of all).
 */
export type Logger = {
	info: ( message: string ) => void;
	/** Security events (sign-in locks): stderr, unless the site is quiet. */
	warn: ( message: string ) => void;
	error: ( message: string, error?: unknown ) => void;
};

export function createLogger( quiet: boolean ): Logger {
	return {
		info( message ) {
			if ( ! quiet ) {
				process.stdout.write( message + '\n' );
			}
		},
		warn( message ) {
			if ( ! quiet ) {
				process.stderr.write( `Warning: ${ message }\n` );
			}
		},
		error( message, error ) {
			console.error(
				message,
				error instanceof Error
					? ( error.stack ?? error.message )
					: ( error ?? '' )
			);
		},
	};
}
