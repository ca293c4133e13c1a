/**
 * Mailchimp (`wpcom/v2/mailchimp/settings`): the audience the Mailchimp block signs visitors up
 * to. Connected, it names the audience and the end of the key, with "Disconnect Mailchimp"
 * (DELETE); otherwise the "Connect Mailchimp" form (API key and audience ID), which the host
 * checks with Mailchimp before keeping. A refused field shows its message next to it. The
 * section's id, `mailchimp`, is where the block's "connect" link (`…page=jetpack#mailchimp`)
 * lands.
 */
import { Button, Notice, Spinner, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { MailchimpConnectRequest } from '../../../api-client/types/admin';
import { useAdmin } from '../context';
import { useAsyncAction, useResource } from '../hooks/use-resource';
import { invalidParams } from '../invalid-params';
import { fieldError } from './field-error';
import Section from './section';

type Field = keyof MailchimpConnectRequest;

export default function MailchimpSection() {
	const { api } = useAdmin();
	const settings = useResource( () => api.fetchMailchimpSettings() );
	const [ values, setValues ] = useState< MailchimpConnectRequest >( {
		api_key: '',
		list_id: '',
	} );
	const [ fieldErrors, setFieldErrors ] = useState<
		Partial< Record< Field, string > >
	>( {} );

	const change = ( field: Field, value: string ) => {
		setValues( ( current ) => ( { ...current, [ field ]: value } ) );
		setFieldErrors( ( current ) => ( {
			...current,
			[ field ]: undefined,
		} ) );
	};

	const connect = useAsyncAction( async () => {
		setFieldErrors( {} );
		try {
			settings.setData(
				await api.connectMailchimp( {
					api_key: values.api_key.trim(),
					list_id: values.list_id.trim(),
				} )
			);
			setValues( { api_key: '', list_id: '' } );
		} catch ( error ) {
			const params = invalidParams( error );
			const names = Object.keys( params ?? {} );
			if ( params && names.every( ( name ) => name in values ) ) {
				setFieldErrors( params );
				return;
			}
			throw error;
		}
	} );

	const disconnect = useAsyncAction( async () => {
		settings.setData( await api.disconnectMailchimp() );
	} );

	const state = settings.data;
	return (
		<Section id="mailchimp" title={ __( 'Mailchimp', 'jetpack' ) }>
			<p className="jetpack-admin__muted">
				{ __(
					'The Mailchimp block signs your visitors up to one Mailchimp audience.',
					'jetpack'
				) }
			</p>
			{ settings.isLoading && ! state && <Spinner /> }
			{ settings.error && (
				<Notice status="error" isDismissible={ false }>
					{ settings.error }
				</Notice>
			) }
			{ state?.connected && (
				<>
					<p>
						{ sprintf(
							/* translators: %s: the Mailchimp audience's name. */
							__( 'Connected to the audience %s.', 'jetpack' ),
							state.list_name || state.list_id
						) }
					</p>
					<p>
						{ sprintf(
							/* translators: %s: the API key's last characters, e.g. "…us21". */
							__( 'API key: %s', 'jetpack' ),
							state.api_key_hint
						) }
					</p>
					{ disconnect.error && (
						<Notice status="error" isDismissible={ false }>
							{ disconnect.error }
						</Notice>
					) }
					<Button
						variant="secondary"
						isDestructive
						isBusy={ disconnect.busy }
						disabled={ disconnect.busy }
						onClick={ () => disconnect.run() }
						__next40pxDefaultSize
					>
						{ __( 'Disconnect Mailchimp', 'jetpack' ) }
					</Button>
				</>
			) }
			{ state && ! state.connected && (
				<form
					aria-label={ __( 'Connect Mailchimp', 'jetpack' ) }
					onSubmit={ ( event ) => {
						event.preventDefault();
						connect.run();
					} }
				>
					<TextControl
						type="password"
						label={ __( 'API key', 'jetpack' ) }
						value={ values.api_key }
						onChange={ ( value ) => change( 'api_key', value ) }
						autoComplete="off"
						{ ...fieldError( fieldErrors.api_key ) }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Audience ID', 'jetpack' ) }
						value={ values.list_id }
						onChange={ ( value ) => change( 'list_id', value ) }
						autoComplete="off"
						{ ...fieldError( fieldErrors.list_id ) }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					{ connect.error && (
						<Notice status="error" isDismissible={ false }>
							{ connect.error }
						</Notice>
					) }
					<Button
						type="submit"
						variant="primary"
						isBusy={ connect.busy }
						disabled={ connect.busy }
						__next40pxDefaultSize
					>
						{ connect.busy
							? __( 'Connecting…', 'jetpack' )
							: __( 'Connect', 'jetpack' ) }
					</Button>
				</form>
			) }
		</Section>
	);
}
