/**
 * The form templates offered when a Form block is first inserted (spec §2, §3): each sets the
 * form's attributes and its inner blocks. Plain data (strings translated when the list is
 * built), shared by the editor, the pattern previews and the tests.
 */
import { __ } from '@wordpress/i18n';
import { leadFormTemplate } from './form-lead-template';
import {
	submitButton,
	withDefaultStyle,
	type FormTemplate,
	type SiteType,
	type TemplateBlock,
} from './form-template-parts';

export * from './form-template-parts';
export { leadFormTemplate } from './form-lead-template';

function radio(
	label: string,
	options: string[],
	required = true
): TemplateBlock {
	return [
		'jetpack/field-radio',
		{ label, required },
		options.map( ( option ): TemplateBlock => [
			'jetpack/field-option-radio',
			{ label: option, fieldType: 'radio' },
		] ),
	];
}

const nameField = (): TemplateBlock => [
	'jetpack/field-name',
	{ required: true, label: __( 'Name', 'jetpack' ) },
];
const emailField = (): TemplateBlock => [
	'jetpack/field-email',
	{ required: true, label: __( 'Email', 'jetpack' ) },
];
const textarea = ( label: string ): TemplateBlock => [
	'jetpack/field-textarea',
	{ label },
];

/** The six templates of the picker, in order (spec §2). */
export function formTemplates(): FormTemplate[] {
	return [
		{
			name: 'contact-form',
			title: __( 'Contact Form', 'jetpack' ),
			description: __( 'Add a contact form to your page.', 'jetpack' ),
			attributes: withDefaultStyle(),
			innerBlocks: [
				nameField(),
				emailField(),
				textarea( __( 'Message', 'jetpack' ) ),
				submitButton( __( 'Contact Us', 'jetpack' ) ),
			],
		},
		{
			name: 'newsletter-form',
			title: __( 'Newsletter Sign-up', 'jetpack' ),
			description: __(
				'Collect the names and email addresses of people who want your newsletter.',
				'jetpack'
			),
			attributes: withDefaultStyle(),
			innerBlocks: [
				nameField(),
				emailField(),
				[ 'jetpack/field-consent', {} ],
				submitButton( __( 'Subscribe', 'jetpack' ) ),
			],
			hiddenOn: [ 'simple' ],
		},
		{
			name: 'rsvp-form',
			title: __( 'RSVP Form', 'jetpack' ),
			description: __( 'Add an RSVP form to your page.', 'jetpack' ),
			attributes: withDefaultStyle( {
				subject: __( 'A new RSVP from your website', 'jetpack' ),
			} ),
			innerBlocks: [
				nameField(),
				emailField(),
				radio( __( 'Attending?', 'jetpack' ), [
					__( 'Yes', 'jetpack' ),
					__( 'No', 'jetpack' ),
				] ),
				textarea( __( 'Other Details', 'jetpack' ) ),
				submitButton( __( 'Send RSVP', 'jetpack' ) ),
			],
		},
		{
			name: 'registration-form',
			title: __( 'Registration Form', 'jetpack' ),
			description: __(
				'Add a registration form to your page.',
				'jetpack'
			),
			attributes: withDefaultStyle( {
				subject: __(
					'A new registration from your website',
					'jetpack'
				),
			} ),
			innerBlocks: [
				nameField(),
				emailField(),
				[
					'jetpack/field-telephone',
					{ label: __( 'Phone', 'jetpack' ) },
				],
				[
					'jetpack/field-select',
					{
						label: __( 'How did you hear about us?', 'jetpack' ),
						options: [
							__( 'Search Engine', 'jetpack' ),
							__( 'Social Media', 'jetpack' ),
							__( 'TV', 'jetpack' ),
							__( 'Radio', 'jetpack' ),
							__( 'Friend or Family', 'jetpack' ),
						],
					},
				],
				textarea( __( 'Other Details', 'jetpack' ) ),
				submitButton( __( 'Send', 'jetpack' ) ),
			],
		},
		{
			name: 'appointment-form',
			title: __( 'Appointment Form', 'jetpack' ),
			description: __(
				'Add an appointment booking form to your page.',
				'jetpack'
			),
			attributes: withDefaultStyle( {
				subject: __(
					'A new appointment booked from your website',
					'jetpack'
				),
			} ),
			innerBlocks: [
				nameField(),
				emailField(),
				[
					'jetpack/field-telephone',
					{ required: true, label: __( 'Phone', 'jetpack' ) },
				],
				[
					'jetpack/field-date',
					{ required: true, label: __( 'Date', 'jetpack' ) },
				],
				radio( __( 'Time', 'jetpack' ), [
					__( 'Morning', 'jetpack' ),
					__( 'Afternoon', 'jetpack' ),
				] ),
				textarea( __( 'Notes', 'jetpack' ) ),
				submitButton( __( 'Book Appointment', 'jetpack' ) ),
			],
		},
		{
			name: 'feedback-form',
			title: __( 'Feedback Form', 'jetpack' ),
			description: __( 'Add a feedback form to your page.', 'jetpack' ),
			attributes: withDefaultStyle( {
				subject: __(
					'New feedback received from your website',
					'jetpack'
				),
			} ),
			innerBlocks: [
				nameField(),
				emailField(),
				radio( __( 'Please rate our website', 'jetpack' ), [
					__( '1 - Very Bad', 'jetpack' ),
					__( '2 - Poor', 'jetpack' ),
					__( '3 - Average', 'jetpack' ),
					__( '4 - Good', 'jetpack' ),
					__( '5 - Excellent', 'jetpack' ),
				] ),
				textarea( __( 'How could we improve?', 'jetpack' ) ),
				submitButton( __( 'Send Feedback', 'jetpack' ) ),
			],
		},
	];
}

/**
 * The templates offered on a site of this type: the six of the picker (the newsletter one is
 * hidden where the platform hides it) followed by the lead form.
 * @param siteType the site type; self-hosted when unknown
 */
export function availableFormTemplates(
	siteType: SiteType = 'self-hosted'
): FormTemplate[] {
	return [ ...formTemplates(), leadFormTemplate() ].filter(
		( template ) => ! template.hiddenOn?.includes( siteType )
	);
}
