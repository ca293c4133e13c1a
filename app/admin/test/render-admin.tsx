/**
 * Renders a piece of the admin screen with what the screen gives it: boot settings, the real
 * REST client (no server answers in jsdom, so loads fail as network errors), a fresh registry with
 * the connection store, and the analytics recorder.
 */
import { render } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import type { ReactElement } from 'react';
import type { AdminBootSettings } from '../../../shared/admin-settings';
import { registerConnectionStore } from '../../../store/connection';
import { createAdminAnalytics } from '../boot/analytics';
import { createAdminApi } from '../boot/api';
import { AdminContext } from '../context';

export const bootSettings: AdminBootSettings = {
	restRoot: 'http://127.0.0.1:9/wp-json/',
	nonce: 'abcdef0123',
	siteUrl: 'https://example.org',
	adminUrl: 'https://example.org/wp-admin/',
	siteType: 'self-hosted',
	currentUser: {
		id: 1,
		login: 'admin',
		displayName: 'Administrator',
		capabilities: { manage_options: true, install_plugins: true },
	},
	connection: {
		registrationNonce: '0123abcdef',
		redirectUri: 'https://example.org/wp-admin/admin.php?page=jetpack',
		pluginSlug: 'jetpack',
		from: 'jetpack-admin',
	},
};

export function renderAdmin(
	ui: ReactElement,
	settings: AdminBootSettings = bootSettings
) {
	const api = createAdminApi( settings );
	const registry = createRegistry();
	const connectionStore = registerConnectionStore( api, registry );
	const analytics = createAdminAnalytics( api, registry, connectionStore );
	const result = render(
		<RegistryProvider value={ registry }>
			<AdminContext.Provider
				value={ { settings, api, connectionStore, analytics } }
			>
				{ ui }
			</AdminContext.Provider>
		</RegistryProvider>
	);
	return {
		...result,
		connection: registry.dispatch( connectionStore ),
		select: () => registry.select( connectionStore ),
	};
}
