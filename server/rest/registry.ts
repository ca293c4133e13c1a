/**
 * The table of REST routes. Routes are matched in registration order against the whole path,
 * case-insensitively, as WordPress does.
 */
import type { RouteDefinition } from './types';

type CompiledRoute = {
	definition: RouteDefinition;
	pattern: RegExp;
	key: string;
};

export type RouteMatch = {
	definition: RouteDefinition;
	urlParams: Record< string, string >;
};

export class RestRegistry {
	private readonly routes: CompiledRoute[] = [];

	register( definition: RouteDefinition ): void {
		const key = `/${ definition.namespace }${ definition.path }`;
		if ( this.routes.some( ( route ) => route.key === key ) ) {
			throw new Error( `REST route ${ key } is registered twice.` );
		}
		this.routes.push( {
			definition,
			key,
			pattern: new RegExp( `^${ key }$`, 'i' ),
		} );
	}

	match( path: string ): RouteMatch | null {
		for ( const route of this.routes ) {
			const found = route.pattern.exec( path );
			if ( found ) {
				return {
					definition: route.definition,
					urlParams: { ...found.groups },
				};
			}
		}
		return null;
	}

	/** Every registered route, in matching order (tests sweep them all). */
	list(): Array< {
		key: string;
		pattern: RegExp;
		definition: RouteDefinition;
	} > {
		return this.routes.map( ( { key, pattern, definition } ) => ( {
			key,
			pattern,
			definition,
		} ) );
	}

	namespaces(): string[] {
		return [
			...new Set(
				this.routes.map( ( route ) => route.definition.namespace )
			),
		];
	}

	/**
	 * Route keys with their methods, for the index routes.
	 * @param namespace
	 */
	describe(
		namespace?: string
	): Record< string, { namespace: string; methods: string[] } > {
		const out: Record< string, { namespace: string; methods: string[] } > =
			{};
		for ( const { definition, key } of this.routes ) {
			if ( namespace && definition.namespace !== namespace ) {
				continue;
			}
			out[ key.replace( /\(\?<(\w+)>/g, '(?P<$1>' ) ] = {
				namespace: definition.namespace,
				methods: [
					...new Set(
						definition.endpoints.flatMap( ( e ) => e.methods )
					),
				],
			};
		}
		return out;
	}
}
