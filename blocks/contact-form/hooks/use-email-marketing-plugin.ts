/**
 * The email-marketing plugin's state for the Newsletter Connection panel (spec §4): decided
 * from the plugin list (`GET jetpack/v4/plugins` through the typed client); installing it
 * reports the §8 message on failure. When the list cannot be read — also where the route does
 * not exist (a WordPress site without Jetpack answers 404 `rest_no_route`) — the panel hides.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { errorReason } from '../../../api-client/errors';
import { editorApi } from '../../../api-client/editor-client';
import {
	pluginState,
	type PluginState,
} from '../../../api-client/plugin-state';
import { EMAIL_MARKETING_PLUGIN_SLUG } from '../../../shared/forms/form-plugins';

export type EmailMarketingStatus =
	| { status: 'loading' }
	| { status: 'failed' }
	| { status: 'loaded'; state: PluginState };

export function useEmailMarketingPlugin() {
	const [ plugin, setPlugin ] = useState< EmailMarketingStatus >( {
		status: 'loading',
	} );
	const [ isWorking, setIsWorking ] = useState( false );
	const [ installError, setInstallError ] = useState< string | null >( null );
	const mounted = useRef( true );

	useEffect( () => {
		mounted.current = true;
		editorApi
			.fetchPlugins()
			.then( ( plugins ) => {
				if ( mounted.current ) {
					setPlugin( {
						status: 'loaded',
						state: pluginState(
							plugins ?? {},
							EMAIL_MARKETING_PLUGIN_SLUG
						),
					} );
				}
			} )
			.catch(
				() => mounted.current && setPlugin( { status: 'failed' } )
			);
		return () => {
			mounted.current = false;
		};
	}, [] );

	const install = useCallback( async () => {
		setIsWorking( true );
		setInstallError( null );
		try {
			await editorApi.installAndActivatePlugin(
				EMAIL_MARKETING_PLUGIN_SLUG
			);
			if ( mounted.current ) {
				setPlugin( { status: 'loaded', state: 'active' } );
			}
		} catch ( error ) {
			if ( mounted.current ) {
				setInstallError( errorReason( error ) );
			}
		} finally {
			if ( mounted.current ) {
				setIsWorking( false );
			}
		}
	}, [] );

	return { plugin, isWorking, installError, install };
}
