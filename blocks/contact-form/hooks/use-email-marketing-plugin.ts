/**
 * The email-marketing plugin's state for the Newsletter Connection panel (spec §4): decided
 * from the plugin list; installing it reports the §8 message on failure.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import {
	EMAIL_MARKETING_PLUGIN_SLUG,
	errorText,
	fetchPlugins,
	installAndActivatePlugin,
	pluginState,
	type PluginState,
} from '../../../shared/forms/form-plugins';

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
		fetchPlugins()
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
			await installAndActivatePlugin( EMAIL_MARKETING_PLUGIN_SLUG );
			if ( mounted.current ) {
				setPlugin( { status: 'loaded', state: 'active' } );
			}
		} catch ( error ) {
			if ( mounted.current ) {
				setInstallError( errorText( error ) );
			}
		} finally {
			if ( mounted.current ) {
				setIsWorking( false );
			}
		}
	}, [] );

	return { plugin, isWorking, installError, install };
}
