/**
 * The 'Mapbox Access Token' panel. Maps need no token; a token switches the address search to
 * Mapbox. States: loading (spinner), no token, present. 'Set Token' is disabled while the field
 * is empty or a request is in flight; errors show the service's message and return to no token.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	ExternalLink,
	PanelBody,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

type TokenAnswer = {
	service_api_key: string;
	service_api_key_source: string;
	message?: string;
};

export type TokenState = 'loading' | 'none' | 'present';

const PATH = '/wpcom/v2/service-api-keys/mapbox';

export default function TokenPanel( {
	onError,
	onNotice,
}: {
	onError: ( message: string ) => void;
	onNotice: ( message: string ) => void;
} ) {
	const [ state, setState ] = useState< TokenState >( 'loading' );
	const [ token, setToken ] = useState( '' );
	const [ busy, setBusy ] = useState( false );

	const apply = ( answer: TokenAnswer ) => {
		// A key the platform provides is not shown (Jetpack's 'wpcom' source).
		const own =
			answer.service_api_key_source === 'wpcom'
				? ''
				: answer.service_api_key;
		setToken( own );
		setState( answer.service_api_key ? 'present' : 'none' );
	};

	const fail = ( error: { message?: string } ) => {
		onError(
			error?.message ?? __( 'The token could not be saved.', 'jetpack' )
		);
		setState( 'none' );
	};

	useEffect( () => {
		apiFetch< TokenAnswer >( { path: PATH } ).then( apply, fail );
		// Read once, when the panel first shows.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const send = ( method: 'POST' | 'DELETE' ) => {
		setBusy( true );
		apiFetch< TokenAnswer >( {
			path: PATH,
			method,
			...( method === 'POST'
				? { data: { service_api_key: token.trim() } }
				: {} ),
		} )
			.then( ( answer ) => {
				apply( answer );
				if ( answer.message ) {
					onNotice( answer.message );
				}
			}, fail )
			.finally( () => setBusy( false ) );
	};

	return (
		<PanelBody
			title={ __( 'Mapbox Access Token', 'jetpack' ) }
			initialOpen={ false }
		>
			{ state === 'loading' ? (
				<Spinner />
			) : (
				<>
					<p>
						{ state === 'present'
							? __(
									'The address search uses Mapbox with this token.',
									'jetpack'
								)
							: __(
									'Maps work without a token. Paste a Mapbox access token to search addresses with Mapbox instead.',
									'jetpack'
								) }
					</p>
					<ExternalLink href="https://account.mapbox.com/access-tokens/">
						{ __( 'Get a Mapbox access token', 'jetpack' ) }
					</ExternalLink>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Mapbox Access Token', 'jetpack' ) }
						value={ token }
						onChange={ setToken }
					/>
					<Button
						variant="secondary"
						disabled={ ! token.trim() || busy }
						accessibleWhenDisabled
						isBusy={ busy }
						onClick={ () => send( 'POST' ) }
					>
						{ __( 'Set Token', 'jetpack' ) }
					</Button>
					{ state === 'present' && (
						<Button
							variant="tertiary"
							isDestructive
							disabled={ busy }
							onClick={ () => send( 'DELETE' ) }
						>
							{ __( 'Remove Token', 'jetpack' ) }
						</Button>
					) }
				</>
			) }
		</PanelBody>
	);
}
