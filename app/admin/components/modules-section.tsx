/**
 * Modules: one labelled toggle each (`POST module/{name}/active`), and the module's settings form
 * when it has options.
 */
import { Button, Notice, Spinner, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { Module, ModuleList } from '../../../api-client';
import { useAdmin } from '../context';
import { errorMessage, useResource } from '../hooks/use-resource';
import ModuleSettingsForm from './module-settings-form';
import Section from './section';

function ModuleRow( {
	module,
	onChange,
}: {
	module: Module;
	onChange: ( module: Module ) => void;
} ) {
	const { api, analytics } = useAdmin();
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const [ showSettings, setShowSettings ] = useState( false );
	const settingsId = `jetpack-module-settings-${ module.module }`;
	const hasOptions = Object.keys( module.options ).length > 0;

	const toggle = async ( active: boolean ) => {
		setBusy( true );
		setError( null );
		try {
			await api.setModuleActive( module.module, active );
			onChange( { ...module, activated: active } );
			analytics
				.recordEvent( 'jetpack_module_toggled', {
					module: module.module,
					active,
				} )
				.catch( () => false );
		} catch ( caught ) {
			setError( errorMessage( caught ) );
		} finally {
			setBusy( false );
		}
	};

	return (
		<li className="jetpack-admin-module">
			<div className="jetpack-admin-module__header">
				<ToggleControl
					label={ module.name }
					help={ module.description }
					checked={ module.activated }
					disabled={ busy || ! module.available }
					onChange={ toggle }
					__nextHasNoMarginBottom
				/>
				{ hasOptions && (
					<Button
						variant="tertiary"
						aria-expanded={ showSettings }
						aria-controls={ settingsId }
						onClick={ () => setShowSettings( ! showSettings ) }
					>
						{ sprintf(
							/* translators: %s: module name. */
							__( '%s settings', 'jetpack' ),
							module.name
						) }
					</Button>
				) }
			</div>
			{ ! module.available && (
				<p className="jetpack-admin__muted jetpack-admin-module__note">
					{ __( 'Needs the connection to the cloud.', 'jetpack' ) }
				</p>
			) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ hasOptions && showSettings && (
				<div id={ settingsId }>
					<ModuleSettingsForm
						module={ module }
						onSaved={ onChange }
					/>
				</div>
			) }
		</li>
	);
}

export default function ModulesSection() {
	const { api, connectionStore } = useAdmin();
	// Availability depends on the connection: load once it is known, again when it changes.
	const connection = useSelect(
		( select ) => {
			const store = select( connectionStore );
			const status = store.getConnectionStatus();
			return {
				isLoaded: store.isConnectionStatusLoaded(),
				key: `${ status.isRegistered }-${ status.isUserConnected }`,
			};
		},
		[ connectionStore ]
	);
	const modules = useResource< ModuleList >(
		() => api.fetchModules(),
		connection.isLoaded,
		connection.key
	);
	const update = ( module: Module ) =>
		modules.setData( { ...modules.data, [ module.module ]: module } );

	return (
		<Section title={ __( 'Modules', 'jetpack' ) }>
			{ ( modules.isLoading || ! connection.isLoaded ) &&
				! modules.data && <Spinner /> }
			{ modules.error && (
				<Notice status="error" isDismissible={ false }>
					{ modules.error }
				</Notice>
			) }
			{ modules.data && (
				<ul className="jetpack-admin-modules">
					{ Object.values( modules.data ).map( ( module ) => (
						<ModuleRow
							key={ module.module }
							module={ module }
							onChange={ update }
						/>
					) ) }
				</ul>
			) }
		</Section>
	);
}
