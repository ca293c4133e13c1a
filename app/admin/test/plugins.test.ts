import { pluginState, type PluginList } from '../../../api-client';
import { COMPANION_PLUGINS } from '../plugins';

const entry = ( active: boolean ) => ( {
	Name: 'x',
	PluginURI: '',
	Version: '1.0.0',
	Description: '',
	Author: '',
	AuthorURI: '',
	TextDomain: '',
	active,
} );

describe( 'pluginState', () => {
	const installed: PluginList = {
		'zero-bs-crm/ZeroBSCRM.php': entry( false ),
		'akismet/akismet.php': entry( true ),
		'vaultpress-extra/vaultpress.php': entry( true ),
	};

	it( 'tells not installed, installed but inactive, and active apart by the plugin directory', () => {
		expect( pluginState( installed, 'zero-bs-crm' ) ).toBe( 'inactive' );
		expect( pluginState( installed, 'akismet' ) ).toBe( 'active' );
		expect( pluginState( installed, 'vaultpress' ) ).toBe(
			'not-installed'
		);
		expect( pluginState( {}, 'akismet' ) ).toBe( 'not-installed' );
		expect( pluginState( installed, 'zero-bs' ) ).toBe( 'not-installed' );
	} );
} );

describe( 'COMPANION_PLUGINS', () => {
	it( 'offers the CRM, email-marketing, anti-spam and backup plugins', () => {
		expect( COMPANION_PLUGINS.map( ( plugin ) => plugin.slug ) ).toEqual( [
			'zero-bs-crm',
			'creative-mail-by-constant-contact',
			'akismet',
			'vaultpress',
		] );
		expect( COMPANION_PLUGINS[ 1 ].title ).toBe(
			'Creative Mail (email marketing)'
		);
	} );
} );
