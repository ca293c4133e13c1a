import type { AdminBootSettings } from '../../../shared/admin-settings';
import { readAdminBootSettings } from '../boot/settings';

const printed: AdminBootSettings = {
	restRoot: '/wp-json/',
	nonce: 'abcdef0123',
	siteUrl: 'https://example.org',
	adminUrl: 'https://example.org/wp-admin/',
	siteType: 'atomic',
	currentUser: {
		id: 1,
		login: 'admin',
		displayName: 'Administrator',
		capabilities: { manage_options: true },
	},
	connection: {
		registrationNonce: '0123abcdef',
		redirectUri: 'https://example.org/wp-admin/admin.php?page=jetpack',
		pluginSlug: 'jetpack',
		from: 'jetpack-admin',
	},
};

afterEach( () => {
	delete window.jetpackAdminSettings;
} );

describe( 'readAdminBootSettings', () => {
	it( 'reads what the host printed', () => {
		window.jetpackAdminSettings = printed;
		expect( readAdminBootSettings() ).toEqual( printed );
	} );

	it( 'treats an unknown site type as self-hosted', () => {
		window.jetpackAdminSettings = {
			...printed,
			siteType: 'hosted' as AdminBootSettings[ 'siteType' ],
		};
		expect( readAdminBootSettings().siteType ).toBe( 'self-hosted' );
	} );

	it( 'falls back to a signed-out, self-hosted page without the host', () => {
		const settings = readAdminBootSettings();
		expect( settings ).toMatchObject( {
			restRoot: '/wp-json/',
			nonce: '',
			siteType: 'self-hosted',
			currentUser: { id: 0, capabilities: {} },
		} );
		expect( settings.adminUrl ).toBe(
			`${ window.location.origin }/wp-admin/`
		);
	} );
} );
