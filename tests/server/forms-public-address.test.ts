/**
 * Which webhook destinations count as private (refused unless the site allows them).
 */
import {
	assertPublicDestination,
	isPrivateAddress,
} from '../../server/forms/public-address';

it.each( [
	'127.0.0.1',
	'10.1.2.3',
	'172.16.0.1',
	'172.31.255.255',
	'192.168.1.1',
	'169.254.169.254',
	'100.64.0.1',
	'0.0.0.0',
	'224.0.0.1',
	'::1',
	'::',
	'fc00::1',
	'fd12:3456::1',
	'fe80::1',
	'::ffff:127.0.0.1',
	'not-an-address',
] )( '%s is private', ( address ) => {
	expect( isPrivateAddress( address ) ).toBe( true );
} );

it.each( [ '93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111' ] )(
	'%s is public',
	( address ) => {
		expect( isPrivateAddress( address ) ).toBe( false );
	}
);

it( 'refuses a URL whose host is, or resolves to, a private address', async () => {
	await expect(
		assertPublicDestination( 'http://127.0.0.1:8080/hook' )
	).rejects.toThrow(
		'Refused: 127.0.0.1 resolves to a private network address'
	);
	await expect(
		assertPublicDestination( 'http://[::1]/hook' )
	).rejects.toThrow( 'Refused: ::1' );
	await expect(
		assertPublicDestination( 'http://localhost/hook' )
	).rejects.toThrow( /^Refused: localhost/ );
} );

it( 'lets a public literal address through without a lookup', async () => {
	await expect(
		assertPublicDestination( 'https://93.184.216.34/hook' )
	).resolves.toBeUndefined();
} );
