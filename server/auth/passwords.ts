/**
 * Password hashing with node:crypto scrypt and a random salt per password.
 * Stored form: `scrypt$N$<salt hex>$<hash hex>`; verification is constant-time.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = 16384;

function derive(
	password: string,
	salt: Buffer,
	cost: number
): Promise< Buffer > {
	return new Promise( ( resolve, reject ) => {
		scrypt(
			password,
			salt,
			KEY_LENGTH,
			{ N: cost, r: 8, p: 1 },
			( error, key ) => ( error ? reject( error ) : resolve( key ) )
		);
	} );
}

export async function hashPassword( password: string ): Promise< string > {
	const salt = randomBytes( 16 );
	const key = await derive( password, salt, COST );
	return `scrypt$${ COST }$${ salt.toString( 'hex' ) }$${ key.toString( 'hex' ) }`;
}

export async function verifyPassword(
	password: string,
	stored: string
): Promise< boolean > {
	const parts = stored.split( '$' );
	if ( parts.length !== 4 || parts[ 0 ] !== 'scrypt' ) {
		return false;
	}
	const [ , cost, saltHex, keyHex ] = parts;
	const actual = await derive(
		password,
		Buffer.from( saltHex, 'hex' ),
		Number( cost )
	);
	const expected = Buffer.from( keyHex, 'hex' );
	return (
		expected.length === actual.length && timingSafeEqual( expected, actual )
	);
}

/** A password for seeded accounts: 18 characters, easy to copy from a terminal. */
export function generatePassword(): string {
	return randomBytes( 18 ).toString( 'base64url' ).slice( 0, 18 );
}
