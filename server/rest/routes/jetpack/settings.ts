/**
 * jetpack/v4 settings: the flat view of module activation, module options and admin settings
 * (read with edit_posts, changed with manage_options, all-or-nothing), and option resets.
 */
import { getRegistration } from '../../../connection/registration';
import {
	applySettingsPlan,
	getFlatSettings,
	planSettingsUpdate,
	RESET_GROUPS,
	resetGroup,
} from '../../../modules/admin-settings';
import type { RestRegistry } from '../../registry';
import {
	bodyFields,
	invalidParams,
	NAMESPACE,
	nothingSent,
	requireCap,
} from './helpers';

const admin = requireCap( 'manage_options' );

export function registerSettingsRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: NAMESPACE,
		path: '/settings',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: requireCap( 'edit_posts' ),
				handler: ( { site } ) => getFlatSettings( site.db ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				permission: admin,
				async handler( request ) {
					const input = bodyFields( request );
					if ( ! Object.keys( input ).length ) {
						throw nothingSent( 'settings' );
					}
					const registered = !! ( await getRegistration(
						request.site.db
					) );
					const plan = planSettingsUpdate( input, registered );
					if ( Object.keys( plan.invalid ).length ) {
						throw invalidParams( plan.invalid );
					}
					await applySettingsPlan( request.site.db, plan );
					return {
						code: 'success',
						message: 'The settings were updated.',
						settings: await getFlatSettings( request.site.db ),
					};
				},
			},
		],
	} );
	registry.register( {
		namespace: NAMESPACE,
		path: '/options/(?<name>[a-z0-9-]+)',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					name: { type: 'string', enum: RESET_GROUPS },
					reset: { type: 'boolean', required: true, enum: [ true ] },
				},
				permission: admin,
				async handler( { site, params } ) {
					await resetGroup( site.db, String( params.name ) );
					return {
						code: 'success',
						message: `The ${ String( params.name ) } settings were reset to their defaults.`,
					};
				},
			},
		],
	} );
}
