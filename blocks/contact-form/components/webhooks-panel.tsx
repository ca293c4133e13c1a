/**
 * Webhooks: up to five http(s) addresses that receive every stored response of this form as
 * JSON, with retries (server/forms/webhooks.ts). Each can be paused without losing its address.
 */
import {
	Button,
	PanelBody,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { FormWebhook } from '../types';
import {
	MAX_WEBHOOKS,
	isWebhookUrl,
} from '../../../shared/forms/form-webhooks';
import ErrorText from './error-text';

type Props = {
	webhooks: FormWebhook[];
	onChange: ( webhooks: FormWebhook[] ) => void;
};

export default function WebhooksPanel( { webhooks, onChange }: Props ) {
	const update = ( index: number, change: Partial< FormWebhook > ) =>
		onChange(
			webhooks.map( ( hook, i ) =>
				i === index ? { ...hook, ...change } : hook
			)
		);
	return (
		<PanelBody title={ __( 'Webhooks', 'jetpack' ) } initialOpen={ false }>
			<p>
				{ __(
					'Each response is sent as JSON to these addresses after it is stored.',
					'jetpack'
				) }
			</p>
			{ webhooks.map( ( hook, index ) => (
				<div className="jetpack-contact-form__webhook" key={ index }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="url"
						label={ sprintf(
							/* translators: %d: the webhook's position in the list */
							__( 'Webhook URL %d', 'jetpack' ),
							index + 1
						) }
						value={ hook.url }
						onChange={ ( url ) => update( index, { url } ) }
					/>
					{ hook.url.trim() !== '' && ! isWebhookUrl( hook.url ) && (
						<ErrorText>
							{ __(
								'Enter an address starting with http:// or https://.',
								'jetpack'
							) }
						</ErrorText>
					) }
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Send responses here', 'jetpack' ) }
						checked={ hook.enabled }
						onChange={ ( enabled ) => update( index, { enabled } ) }
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							onChange(
								webhooks.filter( ( _, i ) => i !== index )
							)
						}
					>
						{ __( 'Remove webhook', 'jetpack' ) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				disabled={ webhooks.length >= MAX_WEBHOOKS }
				onClick={ () =>
					onChange( [ ...webhooks, { url: '', enabled: true } ] )
				}
			>
				{ __( 'Add webhook', 'jetpack' ) }
			</Button>
		</PanelBody>
	);
}
