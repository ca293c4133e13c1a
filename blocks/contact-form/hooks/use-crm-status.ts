/**
 * The CRM status for the CRM Connection panel (spec §3, §4, §7), from
 * `GET jetpack/v4/jetpack_crm` through the typed client; a failed load (or an `error` answer)
 * hides the panel (§8) — also where the route does not exist (a WordPress site without
 * Jetpack answers 404 `rest_no_route`). Installing or activating the CRM plugin, and enabling
 * its forms extension (`POST jetpack/v4/jetpack_crm` `{ extension: 'jetpackforms' }`), re-read
 * or update it.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { errorReason } from '../../../api-client/errors';
import { editorApi } from '../../../api-client/editor-client';
import type { CrmData } from '../../../shared/forms/form-crm';
import { CRM_PLUGIN_SLUG } from '../../../shared/forms/form-plugins';

export type CrmStatus =
	| { status: 'loading' }
	| { status: 'failed' }
	| { status: 'loaded'; data: CrmData };

export function useCrmStatus() {
	const [ crm, setCrm ] = useState< CrmStatus >( { status: 'loading' } );
	const [ pluginWork, setPluginWork ] = useState<
		'installing' | 'activating' | null
	>( null );
	const [ pluginError, setPluginError ] = useState< string | null >( null );
	const mounted = useRef( true );

	const load = useCallback( async () => {
		setCrm( { status: 'loading' } );
		try {
			const answer = await editorApi.fetchCrmStatus();
			if ( ! answer || answer.error ) {
				throw answer;
			}
			if ( mounted.current ) {
				setCrm( { status: 'loaded', data: answer } );
			}
		} catch {
			if ( mounted.current ) {
				setCrm( { status: 'failed' } );
			}
		}
	}, [] );

	useEffect( () => {
		mounted.current = true;
		load();
		return () => {
			mounted.current = false;
		};
	}, [ load ] );

	/** Installs (or activates) the CRM plugin, then reads the status again. */
	const installPlugin = useCallback(
		async ( work: 'installing' | 'activating' ) => {
			setPluginWork( work );
			setPluginError( null );
			try {
				await editorApi.installAndActivatePlugin( CRM_PLUGIN_SLUG );
			} catch ( error ) {
				if ( mounted.current ) {
					setPluginError( errorReason( error ) );
				}
			}
			if ( mounted.current ) {
				setPluginWork( null );
				await load();
			}
		},
		[ load ]
	);

	/** Marks the forms extension enabled after the server confirmed it. */
	const extensionEnabled = useCallback( () => {
		setCrm( ( current ) =>
			current.status === 'loaded'
				? {
						status: 'loaded',
						data: { ...current.data, jp_form_ext_enabled: true },
					}
				: current
		);
	}, [] );

	return { crm, pluginWork, pluginError, installPlugin, extensionEnabled };
}

/**
 * Enables the CRM's forms extension. Resolves when the server answers `code: 'success'`,
 * rejects with the error text otherwise.
 */
export async function enableFormsExtension(): Promise< void > {
	let answer: { code?: string } | undefined;
	try {
		answer = await editorApi.enableCrmFormsExtension();
	} catch ( error ) {
		throw new Error( errorReason( error ) );
	}
	if ( answer?.code !== 'success' ) {
		throw new Error( String( answer?.code ?? 'unknown_error' ) );
	}
}
