/**
 * Checking an Akismet key. The site always checks the format (12 letters and digits, as
 * Akismet issues them); the remote check against Akismet's `verify-key` call runs only when
 * AKISMET_API_URL names the service (e.g. https://rest.akismet.com, or a local fake in tests).
 */
export type KeyVerdict = 'valid' | 'invalid' | 'failed';

export interface AkismetKeyVerifier {
	verify: ( key: string, blogUrl: string ) => Promise< KeyVerdict >;
}

export const AKISMET_KEY_PATTERN = /^[0-9a-f]{12}$/i;

/** The default: no remote service, a well-formed key is accepted. */
export const formatOnlyVerifier: AkismetKeyVerifier = {
	async verify( key ) {
		return AKISMET_KEY_PATTERN.test( key ) ? 'valid' : 'invalid';
	},
};

/** Akismet's REST API: POST {base}/1.1/verify-key, answered `valid` or `invalid`. */
export class AkismetHttpVerifier implements AkismetKeyVerifier {
	constructor(
		private readonly baseUrl: string,
		private readonly timeoutMs = 5000
	) {}

	async verify( key: string, blogUrl: string ): Promise< KeyVerdict > {
		if ( ! AKISMET_KEY_PATTERN.test( key ) ) {
			return 'invalid';
		}
		try {
			const response = await fetch(
				`${ this.baseUrl.replace( /\/+$/, '' ) }/1.1/verify-key`,
				{
					method: 'POST',
					headers: {
						'Content-Type': 'application/x-www-form-urlencoded',
					},
					body: new URLSearchParams( {
						api_key: key,
						blog: blogUrl,
					} ).toString(),
					signal: AbortSignal.timeout( this.timeoutMs ),
				}
			);
			const text = ( await response.text() ).trim();
			if ( ! response.ok ) {
				return 'failed';
			}
			if ( text === 'valid' ) {
				return 'valid';
			}
			return text === 'invalid' ? 'invalid' : 'failed';
		} catch {
			return 'failed';
		}
	}
}

export function akismetVerifier(
	env: NodeJS.ProcessEnv = process.env
): AkismetKeyVerifier {
	const base = env.AKISMET_API_URL;
	return base ? new AkismetHttpVerifier( base ) : formatOnlyVerifier;
}
