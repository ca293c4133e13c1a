/**
 * The embed adapters' one HTTP client: a GET with a time limit, no cookies, redirects not
 * followed (the caller decides), and a cap on the body it reads.
 */
const TIMEOUT_MS = 8000;
const MAX_BODY_BYTES = 1024 * 1024;

export type ServiceResponse = {
	status: number;
	location: string | null;
	body: string;
};

export class ServiceUnreachable extends Error {}

export async function serviceGet(
	url: string,
	accept = 'application/json'
): Promise< ServiceResponse > {
	let response: Response;
	try {
		response = await fetch( url, {
			method: 'GET',
			redirect: 'manual',
			headers: { accept, 'user-agent': 'block-suite-embeds/1' },
			signal: AbortSignal.timeout( TIMEOUT_MS ),
		} );
	} catch ( error ) {
		throw new ServiceUnreachable(
			error instanceof Error ? error.message : String( error )
		);
	}
	const buffer = Buffer.from( await response.arrayBuffer() );
	return {
		status: response.status,
		location: response.headers.get( 'location' ),
		body: buffer.subarray( 0, MAX_BODY_BYTES ).toString( 'utf8' ),
	};
}
