/**
 * The calls of the editor blocks beyond plugins (spec §7, "Editor calls"): the CRM status and
 * its forms extension for the form's CRM panel, and the localized week of Business Hours.
 */
import type { ApiRequester } from '../requester';
import type {
	CrmExtensionResponse,
	CrmStatusResponse,
	LocalizedWeekResponse,
} from '../types/editor';

export function createEditorEndpoints( api: ApiRequester ) {
	return {
		fetchCrmStatus: () => api.get< CrmStatusResponse >( 'jetpack_crm' ),

		enableCrmFormsExtension: () =>
			api.post< CrmExtensionResponse >( 'jetpack_crm', {
				extension: 'jetpackforms',
			} ),

		fetchLocalizedWeek: () =>
			api.get< LocalizedWeekResponse >(
				'/wpcom/v2/business-hours/localized-week'
			),
	};
}

export type EditorEndpoints = ReturnType< typeof createEditorEndpoints >;
