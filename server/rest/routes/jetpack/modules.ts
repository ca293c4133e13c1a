/**
 * jetpack/v4 module routes: the list, one module, activation and option updates. Reading needs
 * edit_posts, changing manage_options. Options are checked against the catalogue; every bad or
 * unknown name is reported.
 */
import { getRegistration } from '../../../connection/registration';
import { MODULES, MODULES_BY_SLUG } from '../../../modules/catalogue';
import {
	checkModuleOptions,
	moduleResponse,
	readModuleStates,
	saveModuleChanges,
} from '../../../modules/modules-repo';
import type { SiteContext } from '../../../site-context';
import { RestError } from '../../errors';
import type { RestRegistry } from '../../registry';
import {
	bodyFields,
	invalidParams,
	NAMESPACE,
	nothingSent,
	requireCap,
} from './helpers';

const reader = requireCap( 'edit_posts' );
const admin = requireCap( 'manage_options' );
const nameArg = { type: 'string' as const, pattern: '^[a-z0-9-]+$' };

function definitionOf( name: unknown ) {
	const module = MODULES_BY_SLUG.get( String( name ) );
	if ( ! module ) {
		throw new RestError(
			'not_found',
			'The requested module was not found.',
			404
		);
	}
	return module;
}

async function describe( site: SiteContext, slug: string ) {
	const module = definitionOf( slug );
	const states = await readModuleStates( site.db );
	const registered = !! ( await getRegistration( site.db ) );
	return moduleResponse( module, states.get( slug )!, registered );
}

export function registerModuleRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: NAMESPACE,
		path: '/module/all',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: reader,
				async handler( { site } ) {
					const states = await readModuleStates( site.db );
					const registered = !! ( await getRegistration( site.db ) );
					return Object.fromEntries(
						MODULES.map( ( m ) => [
							m.slug,
							moduleResponse(
								m,
								states.get( m.slug )!,
								registered
							),
						] )
					);
				},
			},
		],
	} );
	registry.register( {
		namespace: NAMESPACE,
		path: '/module/(?<name>[a-z0-9-]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { name: nameArg },
				permission: reader,
				handler: ( { site, params } ) =>
					describe( site, String( params.name ) ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: { name: nameArg },
				permission: admin,
				async handler( request ) {
					const module = definitionOf( request.params.name );
					const input = bodyFields( request );
					if ( ! Object.keys( input ).length ) {
						throw nothingSent( 'options' );
					}
					const { values, invalid } = checkModuleOptions(
						module,
						input
					);
					if ( Object.keys( invalid ).length ) {
						throw invalidParams( invalid );
					}
					await request.site.db
						.transaction()
						.execute( ( trx ) =>
							saveModuleChanges(
								trx,
								new Map( [
									[ module.slug, { options: values } ],
								] )
							)
						);
					return {
						code: 'success',
						message: `The ${ module.slug } module was updated.`,
						module: await describe( request.site, module.slug ),
					};
				},
			},
		],
	} );
	registry.register( {
		namespace: NAMESPACE,
		path: '/module/(?<name>[a-z0-9-]+)/active',
		endpoints: [
			{
				methods: [ 'POST', 'PUT' ],
				args: {
					name: nameArg,
					active: { type: 'boolean', required: true },
				},
				permission: admin,
				async handler( { site, params } ) {
					const module = definitionOf( params.name );
					const active = params.active === true;
					if (
						active &&
						module.requiresConnection &&
						! ( await getRegistration( site.db ) )
					) {
						throw new RestError(
							'module_requires_connection',
							`The ${ module.slug } module needs the site to be connected to the cloud.`,
							400
						);
					}
					await saveModuleChanges(
						site.db,
						new Map( [ [ module.slug, { active } ] ] )
					);
					return {
						code: 'success',
						message: `The ${ module.slug } module was ${ active ? 'activated' : 'deactivated' }.`,
					};
				},
			},
		],
	} );
}
