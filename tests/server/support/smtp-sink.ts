/**
 * A tiny SMTP server on 127.0.0.1 for tests, speaking just enough of the protocol (EHLO/HELO,
 * MAIL, RCPT, DATA, RSET, NOOP, QUIT) to receive what a client sends. Keeps every message with
 * its envelope and raw data. `failNext( n )` answers the next n DATA with a 451 (a temporary
 * failure) so retries can be observed.
 */
import {
	createServer,
	type AddressInfo,
	type Server,
	type Socket,
} from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type SmtpSink = {
	url: string;
	messages: ReceivedMail[];
	failNext: ( count: number ) => void;
	close: () => Promise< void >;
};

export async function startSmtpSink(): Promise< SmtpSink > {
	const messages: ReceivedMail[] = [];
	const sockets = new Set< Socket >();
	let failures = 0;
	const server: Server = createServer( ( socket ) => {
		sockets.add( socket );
		socket.on( 'close', () => sockets.delete( socket ) );
		socket.on( 'error', () => socket.destroy() );
		socket.setEncoding( 'utf8' );
		let buffer = '';
		let inData = false;
		let envelope: ReceivedMail = { from: '', to: [], data: '' };
		const reply = ( line: string ) => socket.write( `${ line }\r\n` );
		reply( '220 sink.test ESMTP ready' );
		socket.on( 'data', ( chunk: string ) => {
			buffer += chunk;
			for (;;) {
				if ( inData ) {
					const end = buffer.indexOf( '\r\n.\r\n' );
					if ( end < 0 ) {
						return;
					}
					envelope.data = buffer
						.slice( 0, end )
						.replace( /^\.\./gm, '.' );
					buffer = buffer.slice( end + 5 );
					inData = false;
					if ( failures > 0 ) {
						failures--;
						reply( '451 4.3.0 Try again later' );
					} else {
						messages.push( envelope );
						reply( '250 2.0.0 Queued' );
					}
					envelope = { from: '', to: [], data: '' };
					continue;
				}
				const newline = buffer.indexOf( '\r\n' );
				if ( newline < 0 ) {
					return;
				}
				const line = buffer.slice( 0, newline );
				buffer = buffer.slice( newline + 2 );
				const command = line.slice( 0, 4 ).toUpperCase();
				if ( command === 'EHLO' ) {
					socket.write(
						'250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n'
					);
				} else if ( command === 'HELO' ) {
					reply( '250 sink.test' );
				} else if ( command === 'MAIL' ) {
					envelope.from = /<([^>]*)>/.exec( line )?.[ 1 ] ?? '';
					reply( '250 2.1.0 OK' );
				} else if ( command === 'RCPT' ) {
					envelope.to.push( /<([^>]*)>/.exec( line )?.[ 1 ] ?? '' );
					reply( '250 2.1.5 OK' );
				} else if ( command === 'DATA' ) {
					inData = true;
					reply( '354 End data with <CR><LF>.<CR><LF>' );
				} else if ( command === 'RSET' ) {
					envelope = { from: '', to: [], data: '' };
					reply( '250 2.0.0 OK' );
				} else if ( command === 'NOOP' ) {
					reply( '250 2.0.0 OK' );
				} else if ( command === 'QUIT' ) {
					reply( '221 2.0.0 Bye' );
					socket.end();
				} else {
					reply( '502 5.5.2 Command not implemented' );
				}
			}
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		url: `smtp://127.0.0.1:${ port }`,
		messages,
		failNext( count ) {
			failures = count;
		},
		close: () =>
			new Promise( ( resolve ) => {
				sockets.forEach( ( socket ) => socket.destroy() );
				server.close( () => resolve() );
			} ),
	};
}
