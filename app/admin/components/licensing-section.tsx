/**
 * Licences: enter a key and attach it to the site (`licensing/attach-licenses`); the user's
 * licences with their state.
 */
import { Button, Notice, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { UserLicense } from '../../../api-client/types/admin';
import { useAdmin } from '../context';
import { useAsyncAction, useResource } from '../hooks/use-resource';
import Section from './section';

function licenseState( license: UserLicense ): string {
	if ( license.revoked_at ) {
		return __( 'Revoked', 'jetpack' );
	}
	return license.attached_at
		? __( 'Attached', 'jetpack' )
		: __( 'Not attached', 'jetpack' );
}

export default function LicensingSection() {
	const { api, analytics } = useAdmin();
	const [ key, setKey ] = useState( '' );
	const [ result, setResult ] = useState< {
		status: 'success' | 'error';
		message: string;
	} | null >( null );
	const licenses = useResource( () => api.getUserLicenses() );

	const attach = useAsyncAction( async ( license: string ) => {
		setResult( null );
		const [ answer ] = await api.attachLicenses( [ license ] );
		if ( 'error' in answer ) {
			setResult( { status: 'error', message: answer.error.message } );
			return;
		}
		setResult( {
			status: 'success',
			message: __( 'The license was attached to the site.', 'jetpack' ),
		} );
		setKey( '' );
		analytics
			.recordEvent( 'jetpack_license_attached', {
				product_id: answer.activatedProductId,
			} )
			.catch( () => false );
		await licenses.reload();
	} );

	const items = licenses.data?.items ?? [];
	return (
		<Section title={ __( 'Licenses', 'jetpack' ) }>
			<form
				className="jetpack-admin-inline-form"
				aria-label={ __( 'Attach a license', 'jetpack' ) }
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( key.trim() ) {
						attach.run( key.trim() );
					}
				} }
			>
				<TextControl
					label={ __( 'License key', 'jetpack' ) }
					value={ key }
					onChange={ setKey }
					autoComplete="off"
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<Button
					type="submit"
					variant="primary"
					isBusy={ attach.busy }
					disabled={ attach.busy || ! key.trim() }
					__next40pxDefaultSize
				>
					{ attach.busy
						? __( 'Attaching…', 'jetpack' )
						: __( 'Attach license', 'jetpack' ) }
				</Button>
			</form>
			{ ( result || attach.error ) && (
				<Notice
					status={ result?.status ?? 'error' }
					isDismissible={ false }
				>
					{ result?.message ?? attach.error }
				</Notice>
			) }
			{ licenses.error && (
				<Notice status="error" isDismissible={ false }>
					{ licenses.error }
				</Notice>
			) }
			{ items.length > 0 && (
				<table className="jetpack-admin-table">
					<caption>{ __( 'Your licenses', 'jetpack' ) }</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Product', 'jetpack' ) }</th>
							<th scope="col">
								{ __( 'License key', 'jetpack' ) }
							</th>
							<th scope="col">{ __( 'State', 'jetpack' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ items.map( ( license ) => (
							<tr key={ license.license_key }>
								<td>{ license.product }</td>
								<td>
									<code>{ license.license_key }</code>
								</td>
								<td>{ licenseState( license ) }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			{ licenses.data && ! items.length && (
				<p className="jetpack-admin__muted">
					{ __( 'You hold no licenses yet.', 'jetpack' ) }
				</p>
			) }
		</Section>
	);
}
