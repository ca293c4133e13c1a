/**
 * The Form block's sidebar (spec §2): Manage Responses, Submission Settings, Email Connection
 * (with the consent suggestion), Salesforce when the form sends leads there, CRM Connection
 * for users who may install plugins off the hosted platform, Newsletter Connection off the
 * hosted platform; the field style settings in the Styles tab.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	useCanInstallPlugins,
	useSuiteSettings,
} from '../../../shared/editor-data';
import { responsesUrl } from '../../../shared/forms/form-site-settings';
import { useFillEmailDefaults } from '../hooks/use-email-defaults';
import type { ContactFormAttributes } from '../types';
import ConsentSuggestion from './consent-suggestion';
import CrmPanel from './crm-panel';
import EmailConnectionSettings from './email-connection-settings';
import FormStylePanel from './form-style-panel';
import ManageResponsesPanel from './manage-responses-panel';
import NewsletterPanel from './newsletter-panel';
import SalesforcePanel from './salesforce-panel';
import SubmissionSettings from './submission-settings';
import WebhooksPanel from './webhooks-panel';

type Props = {
	clientId: string;
	attributes: ContactFormAttributes;
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void;
	suggestConsent: boolean;
};

export default function FormInspector( {
	clientId,
	attributes,
	setAttributes,
	suggestConsent,
}: Props ) {
	const site = useSuiteSettings();
	const canInstallPlugins = useCanInstallPlugins();
	const defaults = useFillEmailDefaults( attributes, setAttributes );
	const isHosted = site.siteType === 'simple';

	return (
		<>
			<InspectorControls>
				<ManageResponsesPanel
					responsesUrl={ responsesUrl( site.adminUrl ) }
					formTitle={ attributes.formTitle }
					onChangeFormTitle={ ( formTitle ) =>
						setAttributes( { formTitle } )
					}
				/>
				<PanelBody title={ __( 'Submission Settings', 'jetpack' ) }>
					<SubmissionSettings
						customThankyou={ attributes.customThankyou }
						customThankyouHeading={
							attributes.customThankyouHeading
						}
						customThankyouMessage={
							attributes.customThankyouMessage
						}
						customThankyouRedirect={
							attributes.customThankyouRedirect
						}
						onChange={ setAttributes }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Email Connection', 'jetpack' ) }>
					<EmailConnectionSettings
						emailNotifications={ attributes.emailNotifications }
						to={ attributes.to }
						subject={ attributes.subject }
						postAuthorEmail={ defaults.postAuthorEmail }
						defaultSubject={ defaults.subject }
						onChange={ setAttributes }
					/>
					{ suggestConsent && (
						<ConsentSuggestion clientId={ clientId } />
					) }
				</PanelBody>
				{ attributes.salesforceData?.sendToSalesforce && (
					<SalesforcePanel
						salesforceData={ attributes.salesforceData }
						onChange={ ( salesforceData ) =>
							setAttributes( { salesforceData } )
						}
					/>
				) }
				{ ! isHosted && canInstallPlugins && (
					<CrmPanel
						jetpackCRM={ attributes.jetpackCRM }
						onChangeJetpackCRM={ ( jetpackCRM ) =>
							setAttributes( { jetpackCRM } )
						}
					/>
				) }
				<WebhooksPanel
					webhooks={ attributes.webhooks ?? [] }
					onChange={ ( webhooks ) => setAttributes( { webhooks } ) }
				/>
				{ ! isHosted && (
					<NewsletterPanel
						adminUrl={ site.adminUrl }
						canInstallPlugins={ canInstallPlugins }
					/>
				) }
			</InspectorControls>
			<InspectorControls group="styles">
				<FormStylePanel
					attributes={ attributes }
					onChange={ setAttributes }
				/>
			</InspectorControls>
		</>
	);
}
