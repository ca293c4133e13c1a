/**
 * The embed adapters' one HTTP client: a GET (or, for the adapters that write, any method) with
 * a time limit, no cookies, redirects not followed (the caller decides), and a cap on the body
 * it reads.
 */
const TIMEOUT_MS = 8000;
const MAX_BODY_BYTES = 1024 * 1024;

export type ServiceResponse = {
	status: number;
	location: string | null;
	body: string;
};

export class ServiceUnreachable extends Error {}

export type ServiceRequest = {
	method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	accept?: string;
	/** Sent as is (e.g. `authorization`); `content-type` goes with `body`. */
	headers?: Record< string, string >;
	body?: string;
	timeoutMs?: number;
};

/**
 * One request with the same rules as `serviceGet` (time limit, no cookies, redirects not
 * followed, body capped), for the adapters that also write or sign in (Mailchimp).
 * @param url
 * @param request
 */
export async function serviceRequest(
	url: string,
	request: ServiceRequest = {}
): Promise< ServiceResponse > {
	let response: Response;
	try {
		response = await fetch( url, {
			method: request.method ?? 'GET',
			redirect: 'manual',
			headers: {
				accept: request.accept ?? 'application/json',
				'user-agent': 'block-suite-embeds/1',
				...request.headers,
			},
			body: request.body,
			signal: AbortSignal.timeout( request.timeoutMs ?? TIMEOUT_MS ),
		} );
	} catch ( error ) {
		throw new ServiceUnreachable(
			error instanceof Error ? error.message : String( error )
		);
	}
	let buffer: Buffer;
	try {
		buffer = Buffer.from( await response.arrayBuffer() );
	} catch ( error ) {
		// The time limit can also end the request while its body is read.
		throw new ServiceUnreachable(
			error instanceof Error ? error.message : String( error )
		);
	}
	return {
		status: response.status,
		location: response.headers.get( 'location' ),
		body: buffer.subarray( 0, MAX_BODY_BYTES ).toString( 'utf8' ),
	};
}

export async function serviceGet(
	url: string,
	accept = 'application/json'
): Promise< ServiceResponse > {
	return serviceRequest( url, { accept } );
}
