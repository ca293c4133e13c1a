/**
 * One-time submission tokens. A token is issued each time a form is rendered (no database
 * write: it is signed with the site's secret) and names the post, the form and the instant it
 * was issued, plus a random id. Submitting stores that id on the response in a UNIQUE column,
 * in the same transaction, so a captured submission cannot be stored a second time.
 *
 * Format: `v1.<postId>.<formKey>.<issuedAt base36>.<id hex>.<signature base64url>`.
 */
import {
	createHmac,
	createSecretKey,
	randomBytes,
	timingSafeEqual,
	type KeyObject,
} from 'node:crypto';

export type FormToken = {
	postId: number;
	formKey: string;
	issuedAt: number;
	id: string;
};

/** The last secret used, as a key (a string key is converted again at every HMAC). */
let lastKey: { secret: string; key: KeyObject } | null = null;

function keyOf( secret: string ): KeyObject {
	if ( lastKey?.secret !== secret ) {
		lastKey = {
			secret,
			key: createSecretKey( Buffer.from( secret, 'utf8' ) ),
		};
	}
	return lastKey.key;
}

function sign( secret: string, body: string ): string {
	return createHmac( 'sha256', keyOf( secret ) )
		.update( `contact-form-token|${ body }` )
		.digest( 'base64url' )
		.slice( 0, 32 );
}

export function issueFormToken(
	secret: string,
	postId: number,
	formKey: string,
	now = Date.now()
): string {
	const body = [
		'v1',
		postId,
		formKey,
		now.toString( 36 ),
		randomBytes( 12 ).toString( 'hex' ),
	].join( '.' );
	return `${ body }.${ sign( secret, body ) }`;
}

/**
 * The token's contents when it is well formed and signed by this site, else null.
 * @param secret
 * @param token
 */
export function readFormToken(
	secret: string,
	token: unknown
): FormToken | null {
	if ( typeof token !== 'string' || token.length > 200 ) {
		return null;
	}
	const match =
		/^(v1\.(\d{1,12})\.([\d-]{1,100})\.([0-9a-z]{1,12})\.([0-9a-f]{24}))\.([\w-]{32})$/.exec(
			token
		);
	if ( ! match ) {
		return null;
	}
	const [ , body, postId, formKey, issued, id, signature ] = match;
	const expected = Buffer.from( sign( secret, body ) );
	const given = Buffer.from( signature );
	if (
		expected.length !== given.length ||
		! timingSafeEqual( expected, given )
	) {
		return null;
	}
	return {
		postId: Number( postId ),
		formKey,
		issuedAt: parseInt( issued, 36 ),
		id,
	};
}
