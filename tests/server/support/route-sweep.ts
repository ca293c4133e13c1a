/**
 * Every REST route of a site, from its registry, with a concrete path that the route matches
 * (each named group filled with the first sample its pattern accepts) — for tests that send
 * the same hostile input to every route.
 */
import type { Site } from '../../../server/site';
import type { RouteDefinition } from '../../../server/rest/types';

export type ConcreteRoute = {
	/** The registry key, e.g. `/wp/v2/posts/(?<id>[\d]+)`. */
	key: string;
	/** A path under /wp-json that this route answers, e.g. `/wp/v2/posts/1`. */
	path: string;
	definition: RouteDefinition;
	/** The named groups of the path and the values put in them. */
	urlParams: Record< string, string >;
};

const SAMPLES = [ '1', 'akismet', 'akismet/akismet', 'post', 'stats', 'a' ];

/**
 * The named groups of a route pattern with their sub-patterns (balanced parentheses).
 * @param key
 */
function namedGroups(
	key: string
): Array< { start: number; end: number; name: string; pattern: string } > {
	const groups = [];
	const opener = /\(\?<(\w+)>/g;
	let found: RegExpExecArray | null;
	while ( ( found = opener.exec( key ) ) ) {
		let depth = 1;
		let index = found.index + found[ 0 ].length;
		for ( ; index < key.length && depth > 0; index++ ) {
			if ( key[ index ] === '\\' ) {
				index++;
			} else if ( key[ index ] === '(' ) {
				depth++;
			} else if ( key[ index ] === ')' ) {
				depth--;
			}
		}
		groups.push( {
			start: found.index,
			end: index,
			name: found[ 1 ],
			pattern: key.slice( found.index + found[ 0 ].length, index - 1 ),
		} );
	}
	return groups;
}

export function concreteRoutes( site: Site ): ConcreteRoute[] {
	return site.rest.list().map( ( { key, definition } ) => {
		let path = '';
		let last = 0;
		const urlParams: Record< string, string > = {};
		for ( const group of namedGroups( key ) ) {
			const accepts = new RegExp( `^(?:${ group.pattern })$`, 'i' );
			const sample = SAMPLES.find( ( value ) => accepts.test( value ) );
			if ( sample === undefined ) {
				throw new Error(
					`No sample value fits ${ group.name } of ${ key }: add one to SAMPLES.`
				);
			}
			path += key.slice( last, group.start ) + sample;
			urlParams[ group.name ] = sample;
			last = group.end;
		}
		path += key.slice( last );
		const match = site.rest.match( path );
		if ( match?.definition !== definition ) {
			throw new Error( `${ path } does not reach ${ key }.` );
		}
		return { key, path: path || '/', definition, urlParams };
	} );
}

/** The methods a route answers (OPTIONS included). */
export function routeMethods( route: ConcreteRoute ): string[] {
	return [
		...new Set( [
			...route.definition.endpoints.flatMap( ( e ) => e.methods ),
			'OPTIONS',
		] ),
	];
}
