/**
 * The visitor's cookies blocks may read while rendering, and the blocks whose output depends on
 * them. Only the listed cookies reach renderers (never sign-in or form cookies); a page holding
 * a visitor-dependent block is answered `Cache-Control: private` with `Vary: Cookie`, so no
 * shared cache hands one visitor's version to another.
 */
import { VISIT_COUNTER_COOKIE } from '../../blocks/repeat-visitor/visit-counter';
import { inputRecord } from '../http/input';

const COOKIES_BLOCKS_READ: readonly string[] = [ VISIT_COUNTER_COOKIE ];

export const VISITOR_DEPENDENT_BLOCKS: readonly string[] = [
	'jetpack/repeat-visitor',
];

export function blockReadableCookies(
	cookies: Readonly< Record< string, string > >
): Record< string, string > {
	const readable = inputRecord< string >();
	for ( const name of COOKIES_BLOCKS_READ ) {
		if ( Object.hasOwn( cookies, name ) ) {
			readable[ name ] = cookies[ name ];
		}
	}
	return readable;
}

export function variesByVisitor( blockNames: ReadonlySet< string > ): boolean {
	return VISITOR_DEPENDENT_BLOCKS.some( ( name ) => blockNames.has( name ) );
}
