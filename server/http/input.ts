/**
 * The one place where request input becomes objects: query strings, form-encoded bodies, JSON
 * bodies, cookies and multipart field names all go through here, under one rule —
 * `__proto__`, `constructor` and `prototype` are never keys (they are dropped, at any depth),
 * and the objects made from form data and cookies have no prototype. So `__proto__[k]=v` or a
 * JSON `{"__proto__": …}` can neither reach Object.prototype nor turn into a prototype when a
 * handler later spreads or assigns the parsed value.
 */

const FORBIDDEN_KEYS = new Set( [ '__proto__', 'constructor', 'prototype' ] );

/**
 * Whether a key taken from input must be dropped.
 * @param key
 */
export function isForbiddenKey( key: string ): boolean {
	return FORBIDDEN_KEYS.has( key );
}

/** An empty object without a prototype, for values keyed by input. */
export function inputRecord< T = unknown >(): Record< string, T > {
	return Object.create( null ) as Record< string, T >;
}

/**
 * Parses `a=1&b[]=2&c[k]=3` the way PHP fills $_POST/$_GET (one level of brackets), into
 * prototype-less objects, without the forbidden keys.
 * @param text the query string (no leading `?`) or body
 */
export function parseFormEncoded( text: string ): Record< string, unknown > {
	const out = inputRecord();
	for ( const [ rawKey, value ] of new URLSearchParams( text ) ) {
		const match = /^([^[\]]+)\[([^[\]]*)\]$/.exec( rawKey );
		if ( ! match ) {
			if ( ! isForbiddenKey( rawKey ) ) {
				out[ rawKey ] = value;
			}
			continue;
		}
		const [ , key, sub ] = match;
		if ( isForbiddenKey( key ) || isForbiddenKey( sub ) ) {
			continue;
		}
		const current = out[ key ];
		if ( sub === '' ) {
			const list = Array.isArray( current ) ? current : [];
			list.push( value );
			out[ key ] = list;
		} else {
			const object =
				typeof current === 'object' &&
				current !== null &&
				! Array.isArray( current )
					? ( current as Record< string, unknown > )
					: inputRecord();
			object[ sub ] = value;
			out[ key ] = object;
		}
	}
	return out;
}

/**
 * The search parameters of a URL as a prototype-less record (last value wins), without the
 * forbidden keys.
 * @param params
 */
export function searchParamsRecord(
	params: URLSearchParams
): Record< string, string > {
	const out = inputRecord< string >();
	for ( const [ key, value ] of params ) {
		if ( ! isForbiddenKey( key ) ) {
			out[ key ] = value;
		}
	}
	return out;
}

function dropForbidden( this: unknown, key: string, value: unknown ) {
	return isForbiddenKey( key ) ? undefined : value;
}

/**
 * JSON.parse without the forbidden keys at any depth (JSON.parse makes `__proto__` an own
 * property, which a later assignment would turn into a prototype). Throws SyntaxError like
 * JSON.parse.
 * @param text
 */
export function parseJson( text: string ): unknown {
	return JSON.parse( text, dropForbidden );
}

/**
 * A JSON text that must hold an object: the object, or null for any other JSON value.
 * Throws SyntaxError for text that is not JSON.
 * @param text
 */
export function parseJsonObject(
	text: string
): Record< string, unknown > | null {
	const value = parseJson( text );
	return typeof value === 'object' &&
		value !== null &&
		! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: null;
}

/**
 * Cookie header parsing: the first value of each name wins, values are URI-decoded when they
 * can be.
 * @param header
 */
export function parseCookies(
	header: string | undefined
): Record< string, string > {
	const cookies = inputRecord< string >();
	for ( const part of ( header ?? '' ).split( ';' ) ) {
		const index = part.indexOf( '=' );
		if ( index < 0 ) {
			continue;
		}
		const name = part.slice( 0, index ).trim();
		const value = part.slice( index + 1 ).trim();
		if ( name && ! isForbiddenKey( name ) && ! ( name in cookies ) ) {
			try {
				cookies[ name ] = decodeURIComponent( value );
			} catch {
				cookies[ name ] = value;
			}
		}
	}
	return cookies;
}

export type IntegerParam =
	{ ok: true; value: number | null } | { ok: false; message: string };

/**
 * A whole-number query parameter of an admin screen (`paged`, `id`, …): null when absent or
 * empty, else a safe integer within [min, max], else a message naming the parameter.
 * @param params
 * @param name
 * @param min
 * @param max
 */
export function integerParam(
	params: URLSearchParams,
	name: string,
	min = 1,
	max = Number.MAX_SAFE_INTEGER
): IntegerParam {
	const text = params.get( name );
	if ( text === null || text === '' ) {
		return { ok: true, value: null };
	}
	const value = /^[+-]?\d{1,16}$/.test( text ) ? Number( text ) : NaN;
	if ( ! Number.isSafeInteger( value ) || value < min || value > max ) {
		return {
			ok: false,
			message: `${ name } must be a whole number between ${ min } and ${ max }.`,
		};
	}
	return { ok: true, value };
}
