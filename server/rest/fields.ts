import { isForbiddenKey } from '../http/input';

/**
 * `_fields=id,title.raw` response filtering, as WordPress's rest_filter_response_fields.
 * @param value
 * @param paths
 */
function pick( value: unknown, paths: string[][] ): unknown {
	if (
		typeof value !== 'object' ||
		value === null ||
		Array.isArray( value )
	) {
		return value;
	}
	const source = value as Record< string, unknown >;
	const out: Record< string, unknown > = {};
	for ( const [ head, ...rest ] of paths ) {
		if ( isForbiddenKey( head ) || ! Object.hasOwn( source, head ) ) {
			continue;
		}
		if ( ! rest.length ) {
			out[ head ] = source[ head ];
			continue;
		}
		const nested = pick( source[ head ], [ rest ] );
		out[ head ] =
			typeof out[ head ] === 'object' &&
			out[ head ] !== null &&
			typeof nested === 'object' &&
			nested !== null
				? { ...( out[ head ] as object ), ...( nested as object ) }
				: nested;
	}
	return out;
}

export function parseFields( raw: unknown ): string[][] | null {
	let list: string[] = [];
	if ( Array.isArray( raw ) ) {
		list = raw.map( String );
	} else if ( typeof raw === 'string' ) {
		list = raw.split( ',' );
	}
	const paths = list
		.map( ( field ) => field.trim() )
		.filter( Boolean )
		.map( ( field ) => field.split( '.' ) );
	return paths.length ? paths : null;
}

/**
 * Filters an item, or every item of a list, down to the requested fields.
 * @param body
 * @param paths
 */
export function filterFields(
	body: unknown,
	paths: string[][] | null
): unknown {
	if ( ! paths ) {
		return body;
	}
	return Array.isArray( body )
		? body.map( ( item ) => pick( item, paths ) )
		: pick( body, paths );
}
