/**
 * Hostile numbers (`1e20`, `Infinity`, `-1`, `1.5`, `0x10`, `9007199254740993`, empty, …) in
 * every integer argument of every REST route — in the query, the JSON body and the path — and
 * in the admin screens' numeric query parameters: a 400 that names the field, a 404, or an
 * answer; never a 500.
 */
import { validateValue, type ArgSchema } from '../../server/rest/schema';
import { concreteRoutes } from './support/route-sweep';
import type { SiteClient } from './support/site-client';
import { startTestSite, type TestSite } from './support/test-site';

/** Never an integer, whatever the bounds: always a 400 naming the field. */
const NOT_INTEGERS = [
	'1e20',
	'Infinity',
	'-Infinity',
	'NaN',
	'1.5',
	'0x10',
	'0b1',
	'1_000',
	'9007199254740993',
	'-9007199254740993',
	'1e400',
];
/** Integers or nothing, valid or not depending on the argument: never a 500. */
const EDGE_VALUES = [ '-1', '0', '', '9007199254740991', '-9007199254740991' ];

const isIntegerArg = ( schema: ArgSchema ) =>
	( [] as string[] ).concat( schema.type ?? [] ).includes( 'integer' );
const onlyNumeric = ( schema: ArgSchema ) =>
	( [] as string[] )
		.concat( schema.type ?? [] )
		.every( ( type ) => type === 'integer' || type === 'number' );

jest.setTimeout( 180000 );

/**
 * A valid-looking value for a required argument, so the one under test gets validated.
 * @param schema
 */
function sampleFor( schema: ArgSchema ): unknown {
	if ( schema.enum?.length ) {
		return schema.enum[ 0 ];
	}
	const type = ( [] as string[] ).concat( schema.type ?? 'string' )[ 0 ];
	switch ( type ) {
		case 'integer':
		case 'number':
			return schema.minimum ?? 1;
		case 'boolean':
			return true;
		case 'array':
			return schema.items ? [ sampleFor( schema.items ) ] : [];
		case 'object':
			return Object.fromEntries(
				Object.entries( schema.properties ?? {} )
					.filter( ( [ , property ] ) => property.required )
					.map( ( [ key, property ] ) => [
						key,
						sampleFor( property ),
					] )
			);
		default:
			return 'x';
	}
}

let t: TestSite;
let admin: SiteClient;

beforeAll( async () => {
	t = await startTestSite();
	admin = await t.admin();
} );

afterAll( () => t.close() );

describe( 'integer arguments, schema level', () => {
	it( 'every integer argument of every route refuses non-integers, naming the field', () => {
		const failures: string[] = [];
		let checked = 0;
		for ( const route of concreteRoutes( t.site ) ) {
			for ( const endpoint of route.definition.endpoints ) {
				for ( const [ name, schema ] of Object.entries(
					endpoint.args ?? {}
				) ) {
					if ( ! isIntegerArg( schema ) || ! onlyNumeric( schema ) ) {
						continue;
					}
					checked++;
					for ( const value of [
						...NOT_INTEGERS,
						1e20,
						Infinity,
						NaN,
						1.5,
						2 ** 53,
					] ) {
						const result = validateValue( value, schema, name );
						if (
							result.ok ||
							! result.issue.message.includes( name )
						) {
							failures.push(
								`${ route.key } ${ name } = ${ String( value ) }`
							);
						}
					}
				}
			}
		}
		expect( checked ).toBeGreaterThan( 10 );
		expect( failures ).toEqual( [] );
	} );

	it( 'keeps decimal integers, as WordPress reads them', () => {
		const schema: ArgSchema = { type: 'integer', minimum: 1 };
		for ( const [ value, expected ] of [
			[ '5', 5 ],
			[ ' 5 ', 5 ],
			[ '+5', 5 ],
			[ '5.0', 5 ],
			[ '1e3', 1000 ],
			[ 7, 7 ],
			[ '9007199254740991', 9007199254740991 ],
		] as const ) {
			expect( validateValue( value, schema, 'page' ) ).toEqual( {
				ok: true,
				value: expected,
			} );
		}
	} );
} );

describe( 'integer arguments over HTTP', () => {
	it( 'every integer argument of every route and method, in the query, the JSON body and the path', async () => {
		const failures: string[] = [];
		for ( const route of concreteRoutes( t.site ) ) {
			for ( const endpoint of route.definition.endpoints ) {
				const args = Object.entries( endpoint.args ?? {} ).filter(
					( [ , schema ] ) => isIntegerArg( schema )
				);
				for ( const method of endpoint.methods ) {
					for ( const [ name, schema ] of args ) {
						for ( const value of [
							...NOT_INTEGERS,
							...EDGE_VALUES,
						] ) {
							const strict =
								NOT_INTEGERS.includes( value ) &&
								onlyNumeric( schema );
							const inPath = name in route.urlParams;
							const others = Object.fromEntries(
								Object.entries( endpoint.args ?? {} )
									.filter(
										( [ other, otherSchema ] ) =>
											other !== name &&
											otherSchema.required &&
											! ( other in route.urlParams )
									)
									.map( ( [ other, otherSchema ] ) => [
										other,
										sampleFor( otherSchema ),
									] )
							);
							let path = `/wp-json${ route.path }`;
							let body: string | undefined;
							if ( inPath ) {
								path = `/wp-json${ route.path.replace(
									new RegExp(
										`/${ route.urlParams[ name ] }(?=/|$)`
									),
									`/${ encodeURIComponent( value ) }`
								) }`;
							}
							// The value under test goes in the path, else the query (GET) or the JSON
							// body; required companions go alongside.
							const fields: Record< string, unknown > = {
								...others,
							};
							if ( ! inPath ) {
								fields[ name ] = value;
							}
							if ( method === 'GET' ) {
								const query = new URLSearchParams(
									fields as Record< string, string >
								).toString();
								path += query ? `?${ query }` : '';
							} else {
								// Numbers as JSON numbers where JSON has them, else as strings.
								body = JSON.stringify( fields );
								if (
									! inPath &&
									/^-?\d+(\.\d+)?(e\d+)?$/i.test( value )
								) {
									body = body.replace(
										JSON.stringify( value ),
										value
									);
								}
							}
							const response = await admin.fetch( path, {
								method,
								headers: {
									'X-WP-Nonce': admin.nonce!,
									...( body
										? { 'Content-Type': 'application/json' }
										: {} ),
								},
								body,
							} );
							const text = await response.text();
							const where = `${ method } ${ path } ${ body ?? '' } → ${ response.status }`;
							if ( response.status >= 500 ) {
								failures.push( `${ where } ${ text }` );
								continue;
							}
							if ( ! strict ) {
								continue;
							}
							const answer = JSON.parse( text );
							const named =
								response.status === 400 &&
								answer.code === 'rest_invalid_param' &&
								answer.data.params[ name ]?.includes( name );
							const noRoute =
								inPath &&
								response.status === 404 &&
								answer.code === 'rest_no_route';
							if ( ! named && ! noRoute ) {
								failures.push( `${ where } ${ text }` );
							}
						}
					}
				}
			}
		}
		expect( failures ).toEqual( [] );
	} );

	it( 'the posts, pages and media lists answer 400 for page=1e20, naming page', async () => {
		for ( const base of [ 'posts', 'pages', 'media' ] ) {
			const response = await admin.rest( `/wp/v2/${ base }?page=1e20` );
			expect( response.status ).toBe( 400 );
			expect( response.body.data.params.page ).toMatch( /^page / );
		}
	} );
} );

describe( 'admin screens', () => {
	it.each( [
		'/wp-admin/edit.php?post_type=feedback&paged=',
		'/wp-admin/edit.php?post_type=feedback&form=',
		'/wp-admin/edit.php?paged=',
		'/wp-admin/edit.php?post_type=page&paged=',
		'/wp-admin/?paged=',
		'/wp-admin/post.php?action=edit&post=',
		'/wp-admin/edit.php?post_type=feedback&view=response&id=',
		'/wp-admin/edit.php?post_type=feedback&view=outbox&message=',
	] )(
		'%s<hostile number> is a 400 naming the field, or a 404',
		async ( prefix ) => {
			const field = /[?&](\w+)=$/.exec( prefix )![ 1 ];
			const failures: string[] = [];
			for ( const value of [ ...NOT_INTEGERS, ...EDGE_VALUES ] ) {
				const response = await admin.fetch(
					prefix + encodeURIComponent( value )
				);
				const page = await response.text();
				const allowed = NOT_INTEGERS.includes( value )
					? [ 400, 404 ]
					: [ 200, 400, 404 ];
				if (
					! allowed.includes( response.status ) ||
					( response.status === 400 &&
						! page.includes( `${ field } must be` ) )
				) {
					failures.push( `${ value } → ${ response.status }` );
				}
			}
			expect( failures ).toEqual( [] );
		}
	);
} );
