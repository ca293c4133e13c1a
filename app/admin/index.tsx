/**
 * The admin screen (/wp-admin/admin.php?page=jetpack). The host prints
 * `window.jetpackAdminSettings` and a `<div id="jetpack-admin">`; this bundle does the rest.
 */
import '@wordpress/components/build-style/style.css';
import './style.scss';

import { createRegistry, RegistryProvider } from '@wordpress/data';
import { createRoot } from '@wordpress/element';
import { registerConnectionStore } from '../../store/connection';
import { createAdminAnalytics } from './boot/analytics';
import { createAdminApi } from './boot/api';
import { readAdminBootSettings } from './boot/settings';
import AdminScreen from './components/admin-screen';
import { AdminContext, type AdminContextValue } from './context';

function boot() {
	const container = document.getElementById( 'jetpack-admin' );
	if ( ! container ) {
		return;
	}
	const settings = readAdminBootSettings();
	const api = createAdminApi( settings );
	const registry = createRegistry();
	const connectionStore = registerConnectionStore( api, registry );
	const analytics = createAdminAnalytics( api, registry, connectionStore );
	const value: AdminContextValue = {
		settings,
		api,
		connectionStore,
		analytics,
	};
	createRoot( container ).render(
		<RegistryProvider value={ registry }>
			<AdminContext.Provider value={ value }>
				<AdminScreen />
			</AdminContext.Provider>
		</RegistryProvider>
	);
	recordPageView( registry, connectionStore, analytics );
}

/** One `jetpack_admin_page_view` once the connection and tracking settings are known. */
async function recordPageView(
	registry: ReturnType< typeof createRegistry >,
	connectionStore: ReturnType< typeof registerConnectionStore >,
	analytics: ReturnType< typeof createAdminAnalytics >
) {
	const connection = registry.resolveSelect( connectionStore );
	await Promise.all( [
		connection.getConnectionStatus(),
		connection.getUserConnectionData(),
		connection.getTrackingSettings(),
	] );
	await analytics
		.recordEvent( 'jetpack_admin_page_view', { page: 'dashboard' } )
		.catch( () => false );
}

boot();
