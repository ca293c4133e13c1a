import http from 'node:http';
import { hiddenFields, publishForm, siteServer, submissionBody, SUBMIT_PATH } from './site-server.mjs';
import { CONCURRENCY, concurrently, request, underLoad } from './load-measure.mjs';
const site = await siteServer( 'exp3-' );
const agent = new http.Agent( { keepAlive: true, maxSockets: CONCURRENCY } );
await site.start();
const postId = await publishForm( site.base );
const tokens = [];
await concurrently( 22000, async () => { const p = await request( agent, site.base, `/?p=${ postId }` ); tokens.push( hiddenFields( p.body ) ); return p; } );
let next = 0;
const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
const submit = async () => { const r = await request( agent, site.base, SUBMIT_PATH, { method: 'POST', headers, body: submissionBody( postId, tokens[ next++ ], 'm' + next ) } ); JSON.parse( r.body ); if ( r.status !== 200 ) throw new Error( r.body ); return r; };
console.log( 'start', Date.now() );
for ( let round = 0; round < 7; round++ ) {
	const b = await underLoad( site.pid(), () => concurrently( 3000, submit ) );
	console.log( `submit ${ b.perSecond.toFixed( 0 ) }/s srv ${ b.serverCpuMs.toFixed( 3 ) } cli ${ b.clientCpuMs.toFixed( 3 ) }` );
}
console.log( 'end', Date.now() );
agent.destroy(); await site.kill(); await site.remove();
