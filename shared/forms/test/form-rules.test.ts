/**
 * The form's pure rules: recipient validation (spec §5), the Salesforce organization ID (§5,
 * §9), the CRM panel's version and state rules (§4, §9), numeric style inputs (§5) and the
 * plugin list (§4).
 */
import { pluginState } from '../../../api-client/plugin-state';
import { coerceVersion, crmPanelState, type CrmData } from '../form-crm';
import {
	invalidRecipients,
	isValidEmail,
	recipientErrorMessage,
} from '../form-recipients';
import { isValidOrganizationId } from '../form-salesforce';
import { formStyleFromContext, parseStyleNumber } from '../form-style';

describe( 'recipients', () => {
	it.each( [
		'a@example.com',
		'first.last+tag@sub.example.co.uk',
		"o'hara@example.org",
	] )( 'accepts %s', ( email ) =>
		expect( isValidEmail( email ) ).toBe( true )
	);

	it.each( [
		'plain',
		'@example.com',
		'a@',
		'a@example',
		'a@@example.com',
		'a..b@example.com',
		'a@-example.com',
		'a b@example.com',
		'a@example.c',
	] )( 'rejects %s', ( email ) =>
		expect( isValidEmail( email ) ).toBe( false )
	);

	it( 'trims entries and ignores empty ones', () => {
		expect( invalidRecipients( ' a@example.com ,, nope ,  ' ) ).toEqual( [
			'nope',
		] );
	} );

	it( 'words the message for one, two and more invalid addresses', () => {
		expect( recipientErrorMessage( [] ) ).toBeNull();
		expect( recipientErrorMessage( [ 'x' ] ) ).toBe(
			'x is not a valid email address.'
		);
		expect( recipientErrorMessage( [ 'x', 'y' ] ) ).toBe(
			'x and y are not a valid email address.'
		);
		expect( recipientErrorMessage( [ 'x', 'y', 'z' ] ) ).toBe(
			'x, y, z are not a valid email address.'
		);
	} );
} );

describe( 'Salesforce organization ID', () => {
	it.each( [
		[ '00D5g000004ABCD', true ],
		[ '00D5g000004ABCDEFG', true ],
		[ '00D5g000004ABC', false ],
		[ '00D5g000004ABCDEFGH', false ],
		[ '00D5g000004AB-D', false ],
		[ '  00D5g000004ABCD  ', true ],
	] )( '%s is valid: %s', ( id, valid ) =>
		expect( isValidOrganizationId( id ) ).toBe( valid )
	);
} );

describe( 'CRM panel rules', () => {
	const data = ( overrides: Partial< CrmData > ): CrmData => ( {
		crm_installed: true,
		crm_active: true,
		crm_version: '5.0.0',
		jp_form_ext_enabled: true,
		can_activate_extension: true,
		...overrides,
	} );

	it( 'reads versions the way they are reported', () => {
		expect( coerceVersion( '4.9.1' ) ).toEqual( [ 4, 9, 1 ] );
		expect( coerceVersion( 'v5' ) ).toEqual( [ 5, 0, 0 ] );
		expect( coerceVersion( '4.10-beta2' ) ).toEqual( [ 4, 10, 0 ] );
		expect( coerceVersion( 'none' ) ).toBeNull();
		expect( coerceVersion( false ) ).toBeNull();
	} );

	it.each( [
		[
			{ crm_installed: false, crm_active: false, crm_version: false },
			'not-installed',
		],
		[ { crm_active: false }, 'installed-inactive' ],
		[ { crm_version: '' }, 'invalid-version' ],
		[ { crm_version: '4.9.0' }, 'update-required' ],
		[ { crm_version: '4.9.1' }, 'toggle' ],
		[ { crm_version: '4.10.0' }, 'toggle' ],
		[ { jp_form_ext_enabled: false }, 'enable-extension' ],
		[
			{ jp_form_ext_enabled: false, can_activate_extension: false },
			'administrator-must-enable',
		],
		[ { crm_installed: false, crm_version: '3.0.19' }, 'contacts-stored' ],
		[ { crm_installed: false, crm_version: '4.0.0' }, 'contacts-stored' ],
		[ { crm_installed: false, crm_version: '3.0.18' }, 'toggle' ],
		[ { crm_installed: false, crm_version: '4.0.1' }, 'toggle' ],
	] as Array< [ Partial< CrmData >, string ] > )(
		'%j → %s',
		( overrides, state ) =>
			expect( crmPanelState( data( overrides ) ) ).toBe( state )
	);
} );

describe( 'numeric style inputs', () => {
	it.each( [
		[ '1.5', 1.5 ],
		[ ' 12 ', 12 ],
		[ 0, 0 ],
		[ '', undefined ],
		[ 'abc', undefined ],
		[ NaN, undefined ],
		[ undefined, undefined ],
		[ '1e400', undefined ],
	] )( '%p → %p', ( raw, value ) =>
		expect( parseStyleNumber( raw ) ).toBe( value )
	);

	it( 'gives fields the form style set in their context', () => {
		expect(
			formStyleFromContext( {
				'jetpack/form-border-width': 2,
				'jetpack/form-label-color': '#333',
				'jetpack/form-line-height': undefined,
				'jetpack/form-input-color': '',
				postId: 3,
			} )
		).toEqual( { borderWidth: 2, labelColor: '#333' } );
	} );
} );

describe( 'plugin list', () => {
	const plugins = {
		'zero-bs-crm/ZeroBSCRM.php': { active: false },
		'creative-mail-by-constant-contact/creative-mail-plugin.php': {
			active: true,
		},
	};
	it( 'finds a plugin by its folder', () => {
		expect( pluginState( plugins, 'zero-bs-crm' ) ).toBe( 'inactive' );
		expect(
			pluginState( plugins, 'creative-mail-by-constant-contact' )
		).toBe( 'active' );
		expect( pluginState( plugins, 'akismet' ) ).toBe( 'not-installed' );
		expect( pluginState( plugins, 'zero-bs' ) ).toBe( 'not-installed' );
	} );
} );
