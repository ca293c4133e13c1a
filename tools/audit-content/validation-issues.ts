/**
 * Turns the validation log entries the block parser attaches to an invalid block
 * (`{ log, args }`, printf-style as for console.error) into readable text.
 */
type LogEntry = { log?: unknown; args: unknown[] };

function describeValue( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	if (
		value &&
		typeof value === 'object' &&
		'name' in value &&
		'save' in value
	) {
		// A block type: its name says everything a reader needs.
		return String( ( value as { name: unknown } ).name );
	}
	try {
		return JSON.stringify( value ) ?? String( value );
	} catch {
		return String( value );
	}
}

export function formatLogEntry( { args }: LogEntry ): string {
	const [ template, ...values ] = args;
	if ( typeof template !== 'string' ) {
		return args.map( describeValue ).join( ' ' );
	}
	let next = 0;
	const text = template.replace( /%[sdifoOc%]/g, ( token ) => {
		if ( token === '%%' ) {
			return '%';
		}
		if ( token === '%c' ) {
			next++;
			return '';
		}
		return describeValue( values[ next++ ] );
	} );
	const rest = values.slice( next ).map( describeValue );
	return (
		[ text, ...rest ]
			.join( ' ' )
			.replace( /^Block validation: /, '' )
			// "for `jetpack/x` (jetpack/x)": the block type printed twice says nothing more.
			.replace( /`([^`]+)` \(\1\)/g, '`$1`' )
	);
}

export function formatValidationIssues(
	issues: LogEntry[] | undefined
): string[] {
	return ( issues ?? [] ).map( formatLogEntry );
}
