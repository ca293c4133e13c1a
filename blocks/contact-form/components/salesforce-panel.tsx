/**
 * Salesforce (spec §2, §3, §5): the organization ID leads are sent to, checked when the field
 * loses focus. Shown only while the form sends to Salesforce (the lead-form template).
 */
import { ExternalLink, PanelBody, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	isValidOrganizationId,
	organizationIdMessage,
} from '../../../shared/forms/form-salesforce';
import type { SalesforceData } from '../types';
import BetaNotice from './beta-notice';
import ErrorText from './error-text';

type Props = {
	salesforceData: SalesforceData;
	onChange: ( salesforceData: SalesforceData ) => void;
};

export default function SalesforcePanel( { salesforceData, onChange }: Props ) {
	const [ invalid, setInvalid ] = useState( false );
	return (
		<PanelBody title={ __( 'Salesforce', 'jetpack' ) }>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Organization ID', 'jetpack' ) }
				placeholder={ __( 'Enter your Organization ID', 'jetpack' ) }
				help={ __(
					'The Salesforce organization that receives the leads.',
					'jetpack'
				) }
				value={ salesforceData.organizationId ?? '' }
				onChange={ ( value: string ) => {
					setInvalid( false );
					onChange( {
						...salesforceData,
						organizationId: value.trim(),
					} );
				} }
				onBlur={ ( event: { target: { value: string } } ) =>
					setInvalid( ! isValidOrganizationId( event.target.value ) )
				}
			/>
			{ invalid && <ErrorText>{ organizationIdMessage() }</ErrorText> }
			<ExternalLink href="https://help.salesforce.com/s/articleView?id=000325251&type=1">
				{ __(
					'Where to find your Salesforce Organization ID',
					'jetpack'
				) }
			</ExternalLink>
			<BetaNotice />
		</PanelBody>
	);
}
