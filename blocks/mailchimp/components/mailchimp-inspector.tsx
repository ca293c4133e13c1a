/**
 * The block's sidebar: Text Elements (the email placeholder), Notifications (the three
 * notices' texts; editing one previews it in the block), Mailchimp Groups (the audience's
 * interests every subscriber joins), Signup Location Tracking (a merge field tag and value) and
 * Mailchimp Connection (where it is managed).
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	CheckboxControl,
	ExternalLink,
	PanelBody,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { InterestCategory } from '../hooks/use-mailchimp-groups';
import type { MailchimpAttributes } from '../types';
import type { NoticeKind } from './notification-preview';

type Props = {
	attributes: MailchimpAttributes;
	setAttributes: ( changes: Partial< MailchimpAttributes > ) => void;
	categories: InterestCategory[];
	connectUrl: string;
	onPreview: ( kind: NoticeKind ) => void;
};

const NOTICE_FIELDS: Array< {
	kind: NoticeKind;
	attribute: 'processingLabel' | 'successLabel' | 'errorLabel';
	label: string;
} > = [
	{
		kind: 'processing',
		attribute: 'processingLabel',
		label: __( 'Processing text', 'jetpack' ),
	},
	{
		kind: 'success',
		attribute: 'successLabel',
		label: __( 'Success text', 'jetpack' ),
	},
	{
		kind: 'error',
		attribute: 'errorLabel',
		label: __( 'Error text', 'jetpack' ),
	},
];

export default function MailchimpInspector( {
	attributes,
	setAttributes,
	categories,
	connectUrl,
	onPreview,
}: Props ) {
	const toggleInterest = ( id: string, checked: boolean ) =>
		setAttributes( {
			interests: checked
				? [
						...attributes.interests.filter(
							( item ) => item !== id
						),
						id,
					]
				: attributes.interests.filter( ( item ) => item !== id ),
		} );

	return (
		<InspectorControls>
			<PanelBody title={ __( 'Text Elements', 'jetpack' ) }>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Email placeholder', 'jetpack' ) }
					value={ attributes.emailPlaceholder }
					onChange={ ( emailPlaceholder ) =>
						setAttributes( { emailPlaceholder } )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Notifications', 'jetpack' ) }>
				{ NOTICE_FIELDS.map( ( { kind, attribute, label } ) => (
					<TextControl
						key={ kind }
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ label }
						value={ attributes[ attribute ] }
						onChange={ ( value ) => {
							setAttributes( { [ attribute ]: value } );
							onPreview( kind );
						} }
					/>
				) ) }
			</PanelBody>
			<PanelBody
				title={ __( 'Mailchimp Groups', 'jetpack' ) }
				initialOpen={ false }
			>
				{ categories.length === 0 && (
					<p>{ __( 'This audience has no groups.', 'jetpack' ) }</p>
				) }
				{ categories.map( ( category ) => (
					<fieldset key={ category.id }>
						<legend>{ category.title }</legend>
						{ category.interests.map( ( interest ) => (
							<CheckboxControl
								key={ interest.id }
								__nextHasNoMarginBottom
								label={ interest.name }
								checked={ attributes.interests.includes(
									interest.id
								) }
								onChange={ ( checked ) =>
									toggleInterest( interest.id, checked )
								}
							/>
						) ) }
					</fieldset>
				) ) }
			</PanelBody>
			<PanelBody
				title={ __( 'Signup Location Tracking', 'jetpack' ) }
				initialOpen={ false }
			>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Signup field tag', 'jetpack' ) }
					placeholder="SIGNUP"
					value={ attributes.signupFieldTag ?? '' }
					onChange={ ( value ) =>
						setAttributes( { signupFieldTag: value || undefined } )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Signup field value', 'jetpack' ) }
					placeholder="website"
					value={ attributes.signupFieldValue ?? '' }
					onChange={ ( value ) =>
						setAttributes( {
							signupFieldValue: value || undefined,
						} )
					}
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Mailchimp Connection', 'jetpack' ) }
				initialOpen={ false }
			>
				{ connectUrl && (
					<ExternalLink href={ connectUrl }>
						{ __( 'Manage connection', 'jetpack' ) }
					</ExternalLink>
				) }
			</PanelBody>
		</InspectorControls>
	);
}
