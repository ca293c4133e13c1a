/**
 * Where the adapter reaches Mailchimp without MAILCHIMP_URL (the key's data centre) and how a
 * member is named (the MD5 of the lower-cased address).
 */
import {
	dataCentreOf,
	mailchimpBaseUrl,
	MailchimpFailed,
	subscriberHash,
} from '../mailchimp-client';

const KEY = '0123456789abcdef0123456789abcdef-us21';

it( 'reaches https://<dc>.api.mailchimp.com, the data centre after the key’s last dash', () => {
	expect( dataCentreOf( KEY ) ).toBe( 'us21' );
	expect( mailchimpBaseUrl( { apiKey: KEY } ) ).toBe(
		'https://us21.api.mailchimp.com'
	);
	expect(
		mailchimpBaseUrl( { apiKey: KEY, baseUrl: 'http://127.0.0.1:9/' } )
	).toBe( 'http://127.0.0.1:9' );
} );

it( 'refuses a key that names no data centre rather than guessing a host', () => {
	expect( dataCentreOf( 'no-dash-here.example' ) ).toBe( '' );
	expect( () => mailchimpBaseUrl( { apiKey: 'abc' } ) ).toThrow(
		MailchimpFailed
	);
} );

it( 'names a member by the MD5 of the lower-cased address', () => {
	expect( subscriberHash( 'Urist.McVankab@Freddiesjokes.com' ) ).toBe(
		subscriberHash( 'urist.mcvankab@freddiesjokes.com' )
	);
	expect( subscriberHash( 'a@b.co' ) ).toMatch( /^[0-9a-f]{32}$/ );
} );
