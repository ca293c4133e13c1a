/**
 * One direction of imports (docs/architecture.md, "Layers"): nothing under blocks/ or shared/
 * imports server/ or app/. ESLint's import/no-restricted-paths says the same at lint time; this
 * test keeps the rule in focused jest runs, which skip lint.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../..' );
const FORBIDDEN = [ 'server', 'app' ].map( ( folder ) =>
	path.join( ROOT, folder )
);

function sourceFiles( folder: string ): string[] {
	return readdirSync( folder ).flatMap( ( name ) => {
		const full = path.join( folder, name );
		if ( statSync( full ).isDirectory() ) {
			return name === 'node_modules' ? [] : sourceFiles( full );
		}
		return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test( name ) ? [ full ] : [];
	} );
}

/** Module specifiers of static imports and re-exports, dynamic imports and requires. */
function specifiersOf( source: string ): string[] {
	const pattern =
		/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
	return [ ...source.matchAll( pattern ) ].map( ( match ) => match[ 1 ] );
}

it( 'finds the specifiers of every kind of import', () => {
	expect(
		specifiersOf(
			[
				"import a from '../a';",
				"import type { B } from '../b';",
				"export { c } from '../c';",
				"import '../d.css';",
				"const e = import( '../e' );",
				"const f = require( '../f' );",
			].join( '\n' )
		)
	).toEqual( [ '../a', '../b', '../c', '../d.css', '../e', '../f' ] );
} );

it( 'finds no import of server/ or app/ under blocks/ or shared/', () => {
	const violations = [ 'blocks', 'shared' ]
		.flatMap( ( folder ) => sourceFiles( path.join( ROOT, folder ) ) )
		.flatMap( ( file ) =>
			specifiersOf( readFileSync( file, 'utf8' ) )
				.filter( ( specifier ) => specifier.startsWith( '.' ) )
				.filter( ( specifier ) => {
					const target = path.resolve(
						path.dirname( file ),
						specifier
					);
					return FORBIDDEN.some(
						( forbidden ) =>
							target === forbidden ||
							target.startsWith( forbidden + path.sep )
					);
				} )
				.map(
					( specifier ) =>
						`${ path.relative( ROOT, file ) } imports ${ specifier }`
				)
		);
	expect( violations ).toEqual( [] );
} );
