/**
 * A local HTTP receiver on 127.0.0.1 standing in for webhook targets, the Salesforce
 * web-to-lead endpoint and the Akismet-style spam checker: records every request and answers
 * with the statuses and bodies queued by the test (then 200).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
	method: string;
	path: string;
	headers: Record< string, string | string[] | undefined >;
	body: string;
};

export type HttpReceiver = {
	url: string;
	requests: ReceivedRequest[];
	/** Answers queued for the next requests, in order; afterwards `fallback`. */
	answers: Array< { status: number; body?: string } >;
	fallback: { status: number; body?: string };
	close: () => Promise< void >;
};

export async function startHttpReceiver(): Promise< HttpReceiver > {
	const receiver: Omit< HttpReceiver, 'url' | 'close' > = {
		requests: [],
		answers: [],
		fallback: { status: 200, body: 'ok' },
	};
	const server = createServer( ( req, res ) => {
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
		req.on( 'end', () => {
			receiver.requests.push( {
				method: req.method ?? '',
				path: req.url ?? '',
				headers: req.headers,
				body: Buffer.concat( chunks ).toString( 'utf8' ),
			} );
			const answer = receiver.answers.shift() ?? receiver.fallback;
			res.writeHead( answer.status, { 'Content-Type': 'text/plain' } );
			res.end( answer.body ?? '' );
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return Object.assign( receiver, {
		url: `http://127.0.0.1:${ port }`,
		close: () =>
			new Promise< void >( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	} );
}
