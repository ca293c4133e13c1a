/**
 * CRM Connection (spec §2, §4, §6, §8): offers to install or activate the CRM plugin, to
 * enable its forms extension, then lets the form store its contacts in the CRM. Hidden when
 * the CRM status cannot be loaded. Shown only to users who may install plugins, off the
 * hosted platform (the form's inspector decides).
 */
import {
	Button,
	PanelBody,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { crmPanelState } from '../../../shared/forms/form-crm';
import { useCrmStatus } from '../hooks/use-crm-status';
import CrmExtensionActivation from './crm-extension-activation';
import ErrorText from './error-text';

type Props = {
	jetpackCRM: boolean;
	onChangeJetpackCRM: ( jetpackCRM: boolean ) => void;
};

function BusyButton( { label }: { label: string } ) {
	return (
		<Button variant="secondary" disabled isBusy aria-label={ label }>
			{ label }
		</Button>
	);
}

export default function CrmPanel( { jetpackCRM, onChangeJetpackCRM }: Props ) {
	const { crm, pluginWork, pluginError, installPlugin, extensionEnabled } =
		useCrmStatus();

	if ( crm.status === 'failed' ) {
		return null;
	}

	const body = () => {
		if ( crm.status === 'loading' ) {
			return <Spinner />;
		}
		switch ( crmPanelState( crm.data ) ) {
			case 'invalid-version':
				return (
					<p>
						{ __(
							'The CRM plugin is installed but has an invalid version.',
							'jetpack'
						) }
					</p>
				);
			case 'update-required':
				return (
					<p>
						{ __(
							'Please update the CRM plugin to its latest version to connect this form with your CRM.',
							'jetpack'
						) }
					</p>
				);
			case 'not-installed':
				return (
					<>
						<p>
							{ __(
								'You can save the contacts of your forms in the CRM.',
								'jetpack'
							) }
						</p>
						{ pluginWork ? (
							<BusyButton
								label={ __( 'Installing…', 'jetpack' ) }
							/>
						) : (
							<Button
								variant="secondary"
								onClick={ () => installPlugin( 'installing' ) }
							>
								{ __( 'Install the CRM plugin', 'jetpack' ) }
							</Button>
						) }
					</>
				);
			case 'installed-inactive':
				return (
					<>
						<p>
							{ __(
								'The CRM plugin is installed but not activated.',
								'jetpack'
							) }
						</p>
						{ pluginWork ? (
							<BusyButton
								label={ __( 'Activating…', 'jetpack' ) }
							/>
						) : (
							<Button
								variant="secondary"
								onClick={ () => installPlugin( 'activating' ) }
							>
								{ __( 'Activate the CRM plugin', 'jetpack' ) }
							</Button>
						) }
					</>
				);
			case 'enable-extension':
				return (
					<CrmExtensionActivation onEnabled={ extensionEnabled } />
				);
			case 'administrator-must-enable':
				return (
					<p>
						{ __(
							'A site administrator must enable the CRM forms extension.',
							'jetpack'
						) }
					</p>
				);
			case 'contacts-stored':
				return (
					<p>
						{ __(
							'Contacts from this form will be stored in the CRM.',
							'jetpack'
						) }
					</p>
				);
			default:
				return (
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Store contacts in the CRM', 'jetpack' ) }
						help={ __(
							'Each response adds or updates a contact in your CRM.',
							'jetpack'
						) }
						checked={ jetpackCRM }
						onChange={ onChangeJetpackCRM }
					/>
				);
		}
	};

	return (
		<PanelBody
			title={ __( 'CRM Connection', 'jetpack' ) }
			initialOpen={ false }
		>
			<div aria-live="polite">
				{ body() }
				{ pluginError && <ErrorText>{ pluginError }</ErrorText> }
			</div>
		</PanelBody>
	);
}
