/**
 * The CRM status for the CRM Connection panel (spec §3, §4, §7), from
 * `GET jetpack/v4/jetpack_crm`; a failed load (or an `error` answer) hides the panel (§8).
 * Installing or activating the CRM plugin, and enabling its forms extension
 * (`POST jetpack/v4/jetpack_crm` `{ extension: 'jetpackforms' }`), re-read or update it.
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import type { CrmData } from '../../../shared/forms/form-crm';
import {
	CRM_PLUGIN_SLUG,
	errorText,
	installAndActivatePlugin,
} from '../../../shared/forms/form-plugins';

export const CRM_PATH = '/jetpack/v4/jetpack_crm';

type CrmAnswer = CrmData & { error?: unknown; message?: string };

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
			const answer = await apiFetch< CrmAnswer >( { path: CRM_PATH } );
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
				await installAndActivatePlugin( CRM_PLUGIN_SLUG );
			} catch ( error ) {
				if ( mounted.current ) {
					setPluginError( errorText( error ) );
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
		answer = await apiFetch< { code?: string } >( {
			path: CRM_PATH,
			method: 'POST',
			data: { extension: 'jetpackforms' },
		} );
	} catch ( error ) {
		throw new Error( errorText( error ) );
	}
	if ( answer?.code !== 'success' ) {
		throw new Error( String( answer?.code ?? 'unknown_error' ) );
	}
}
