/**
 * The Salesforce lead form: when `salesforceData.sendToSalesforce` is on and the organization
 * ID is valid (15–18 alphanumeric characters), the response is posted as a web-to-lead request
 * (form-encoded `oid`, `first_name`, `last_name`, `email`, `title`, `company`, `phone`,
 * `lead_source`) to the configured endpoint (FORMS_SALESFORCE_URL), through the job queue.
 * Fields are matched by their block `id` (the lead template's), else by type.
 */
import type { Entry } from './model/validate';
import type { FieldDef } from '../../shared/forms/model/form-model';

const LEAD_KEYS = [
	'first_name',
	'last_name',
	'email',
	'title',
	'company',
	'phone',
] as const;
export const LEAD_SOURCE = 'Web';

export function salesforceOrganization(
	attributes: Record< string, unknown >
): string | null {
	const data = attributes.salesforceData;
	if ( typeof data !== 'object' || data === null ) {
		return null;
	}
	const { organizationId, sendToSalesforce } = data as Record<
		string,
		unknown
	>;
	return sendToSalesforce === true &&
		typeof organizationId === 'string' &&
		/^[a-zA-Z0-9]{15,18}$/.test( organizationId.trim() )
		? organizationId.trim()
		: null;
}

export function leadFields(
	organizationId: string,
	fields: FieldDef[],
	entries: Entry[]
): Record< string, string > {
	const lead: Record< string, string > = { oid: organizationId };
	const byType: Partial< Record< string, string > > = {
		email: 'email',
		telephone: 'phone',
	};
	fields.forEach( ( field ) => {
		// By name: a hidden conditional field has no entry.
		const value = entries.find(
			( entry ) => entry.name === field.name
		)?.value;
		if ( typeof value !== 'string' || value === '' ) {
			return;
		}
		const key = ( LEAD_KEYS as readonly string[] ).includes( field.blockId )
			? field.blockId
			: byType[ field.type ];
		if ( key && ! lead[ key ] ) {
			lead[ key ] = value;
		}
	} );
	lead.lead_source = LEAD_SOURCE;
	return lead;
}
