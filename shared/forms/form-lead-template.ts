import { __ } from '@wordpress/i18n';
import {
	submitButton,
	withDefaultStyle,
	type FormTemplate,
} from './form-template-parts';

/**
 * The lead-form template for the sales CRM (spec §3): every field required, the field ids the
 * CRM expects, and the Salesforce connection switched on. Beta, free to use during the beta.
 */
export function leadFormTemplate(): FormTemplate {
	const required = ( label: string, id: string ) => ( {
		required: true,
		label,
		id,
	} );
	return {
		name: 'salesforce-lead-form',
		title: __( 'Salesforce Lead Form', 'jetpack' ),
		description: __(
			'Collect leads and send them to your Salesforce organization.',
			'jetpack'
		),
		attributes: withDefaultStyle( {
			subject: __( 'New lead received from your website', 'jetpack' ),
			salesforceData: { organizationId: '', sendToSalesforce: true },
		} ),
		innerBlocks: [
			[
				'jetpack/field-email',
				required( __( 'Business Email', 'jetpack' ), 'email' ),
			],
			[
				'jetpack/field-name',
				required( __( 'First Name', 'jetpack' ), 'first_name' ),
			],
			[
				'jetpack/field-name',
				required( __( 'Last Name', 'jetpack' ), 'last_name' ),
			],
			[
				'jetpack/field-text',
				required( __( 'Job Title', 'jetpack' ), 'title' ),
			],
			[
				'jetpack/field-text',
				required( __( 'Company', 'jetpack' ), 'company' ),
			],
			[
				'jetpack/field-telephone',
				required( __( 'Phone Number', 'jetpack' ), 'phone' ),
			],
			submitButton( __( 'Submit', 'jetpack' ) ),
		],
		isBeta: true,
	};
}
