/**
 * Modules (list, one, activation, options), the flat settings view and option resets.
 */
import type { ApiRequester } from '../requester';
import type {
	Module,
	ModuleActivationResponse,
	ModuleList,
	ModuleOptionsUpdate,
	ModuleUpdateResponse,
	ResetOptionsName,
	ResetOptionsResponse,
	Settings,
	SettingsUpdateResponse,
} from '../types/modules';

const modulePath = ( name: string ) => `module/${ encodeURIComponent( name ) }`;

export function createModuleEndpoints( api: ApiRequester ) {
	return {
		fetchModules: () => api.get< ModuleList >( 'module/all' ),

		fetchModule: ( name: string ) =>
			api.get< Module >( modulePath( name ) ),

		setModuleActive: ( name: string, active: boolean ) =>
			api.post< ModuleActivationResponse >(
				`${ modulePath( name ) }/active`,
				{ active }
			),

		activateModule: ( name: string ) =>
			api.post< ModuleActivationResponse >(
				`${ modulePath( name ) }/active`,
				{ active: true }
			),

		deactivateModule: ( name: string ) =>
			api.post< ModuleActivationResponse >(
				`${ modulePath( name ) }/active`,
				{ active: false }
			),

		/** The body is the options themselves: `{ admin_bar: false }`. */
		updateModuleOptions: ( name: string, options: ModuleOptionsUpdate ) =>
			api.post< ModuleUpdateResponse >( modulePath( name ), options ),

		fetchSettings: () => api.get< Settings >( 'settings' ),

		updateSettings: ( values: Settings ) =>
			api.post< SettingsUpdateResponse >( 'settings', values ),

		resetOptions: ( name: ResetOptionsName ) =>
			api.post< ResetOptionsResponse >(
				`options/${ encodeURIComponent( name ) }`,
				{ reset: true }
			),
	};
}

export type ModuleEndpoints = ReturnType< typeof createModuleEndpoints >;
