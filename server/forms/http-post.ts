/**
 * The one outgoing HTTP call of the forms adapters (webhooks, Salesforce, the Akismet-style
 * spam checker): a POST with a time limit, answering the status and a short body excerpt.
 */
export type PostResult = { status: number; body: string };

export async function postWithTimeout(
	url: string,
	body: string,
	contentType: string,
	timeoutMs: number,
	headers: Record< string, string > = {}
): Promise< PostResult > {
	const response = await fetch( url, {
		method: 'POST',
		headers: {
			'Content-Type': contentType,
			'User-Agent': 'BlockSuite-Forms/1.0',
			...headers,
		},
		body,
		redirect: 'manual',
		signal: AbortSignal.timeout( timeoutMs ),
	} );
	const text = await response.text().catch( () => '' );
	return { status: response.status, body: text.slice( 0, 2000 ) };
}

export function errorMessage( error: unknown ): string {
	if ( error instanceof Error ) {
		const cause = ( error as Error & { cause?: unknown } ).cause;
		return cause instanceof Error
			? `${ error.message }: ${ cause.message }`
			: error.message;
	}
	return String( error );
}
