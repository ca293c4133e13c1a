/**
 * The GIF block through the host: searches and pasted-address look-ups go to the GIF service
 * (a local fake on 127.0.0.1 speaking Giphy's API) with the site's key, which never reaches the
 * browser; at most 10 results; bad input names the field; visitors get the GIF and its caption.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverBlocks } from '../../blocks/server';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';

const KEY = 'secret-gif-key';

function gif( id: string ) {
	return {
		type: 'gif',
		id,
		title: `Cat ${ id }`,
		embed_url: `https://giphy.com/embed/${ id }`,
		images: {
			original: {
				url: `https://media.giphy.com/media/${ id }/giphy.gif`,
				width: '480',
				height: '270',
			},
			downsized_still: {
				url: `https://media.giphy.com/media/${ id }/giphy_s.gif`,
			},
		},
	};
}

let fake: Server;
let fakeUrl: string;
const seen: URL[] = [];
let failNext = false;

let testSite: TestSite;
let editor: SiteClient;

beforeAll( async () => {
	fake = createServer( ( req, res ) => {
		const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
		seen.push( url );
		res.setHeader( 'content-type', 'application/json' );
		if ( failNext ) {
			failNext = false;
			res.writeHead( 500 ).end( '{}' );
			return;
		}
		if ( url.searchParams.get( 'api_key' ) !== KEY ) {
			res.writeHead( 401 ).end(
				'{"message":"No API key found in request."}'
			);
			return;
		}
		if ( url.pathname === '/v1/gifs/search' ) {
			const limit = Number( url.searchParams.get( 'limit' ) ?? 25 );
			const all = Array.from( { length: 12 }, ( _, i ) =>
				gif( `Cat${ i }` )
			);
			res.end(
				JSON.stringify( {
					data: all.slice( 0, limit ),
					pagination: { total_count: 12, count: limit, offset: 0 },
					meta: { status: 200, msg: 'OK' },
				} )
			);
			return;
		}
		const one = /^\/v1\/gifs\/([A-Za-z0-9]+)$/.exec( url.pathname );
		if ( one && one[ 1 ] !== 'Missing' ) {
			res.end(
				JSON.stringify( {
					data: gif( one[ 1 ] ),
					meta: { status: 200 },
				} )
			);
			return;
		}
		res.writeHead( 404 ).end( '{"data":[],"meta":{"status":404}}' );
	} );
	await new Promise< void >( ( done ) =>
		fake.listen( 0, '127.0.0.1', done )
	);
	fakeUrl = `http://127.0.0.1:${ ( fake.address() as AddressInfo ).port }`;
	process.env.GIPHY_API_KEY = KEY;
	testSite = await startTestSite( {
		serverBlocks,
		embedServices: { giphy: fakeUrl },
	} );
	editor = await testSite.editor();
} );

afterAll( async () => {
	delete process.env.GIPHY_API_KEY;
	await testSite.close();
	await new Promise( ( done ) => fake.close( done ) );
} );

describe( 'GIF search', () => {
	it( 'asks the service for 10 with the site key, and answers GIFs without the key', async () => {
		const { status, body } = await editor.rest(
			'/wpcom/v2/gif/search?q=cats'
		);
		expect( status ).toBe( 200 );
		const items = ( body as { items: Record< string, unknown >[] } ).items;
		expect( items ).toHaveLength( 10 );
		expect( items[ 0 ] ).toEqual( {
			id: 'Cat0',
			title: 'Cat Cat0',
			url: 'https://media.giphy.com/media/Cat0/giphy.gif',
			stillUrl: 'https://media.giphy.com/media/Cat0/giphy_s.gif',
			width: 480,
			height: 270,
			embedUrl: 'https://giphy.com/embed/Cat0',
		} );
		const request = seen[ seen.length - 1 ];
		expect( request.searchParams.get( 'q' ) ).toBe( 'cats' );
		expect( request.searchParams.get( 'limit' ) ).toBe( '10' );
		expect( JSON.stringify( body ) ).not.toContain( KEY );
	} );

	it( 'resolves a pasted address by id, and says 404 for an unknown one', async () => {
		const found = await editor.rest( '/wpcom/v2/gif/item/JIX9t2j0ZTN9S' );
		expect( found.status ).toBe( 200 );
		expect( ( found.body as { item: { url: string } } ).item.url ).toBe(
			'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif'
		);
		expect(
			( await editor.rest( '/wpcom/v2/gif/item/Missing' ) ).status
		).toBe( 404 );
	} );

	it( 'refuses a malformed id with 400 naming id, without asking the service', async () => {
		const before = seen.length;
		for ( const id of [
			'not-a-gif',
			'cat%20gif',
			'%3Cscript%3E',
			'a'.repeat( 65 ),
		] ) {
			const { status, body } = await editor.rest(
				`/wpcom/v2/gif/item/${ id }`
			);
			expect( status ).toBe( 400 );
			expect( body ).toMatchObject( {
				code: 'rest_invalid_param',
				data: { params: { id: expect.any( String ) } },
			} );
		}
		expect( seen.length ).toBe( before );
	} );

	it( 'refuses an empty or too long search, naming q, without asking the service', async () => {
		const before = seen.length;
		for ( const query of [ '', '?q=', `?q=${ 'a'.repeat( 101 ) }` ] ) {
			const { status, body } = await editor.rest(
				`/wpcom/v2/gif/search${ query }`
			);
			expect( status ).toBe( 400 );
			expect( JSON.stringify( body ) ).toContain( 'q' );
		}
		expect( seen.length ).toBe( before );
	} );

	it( 'answers 502 when the service fails, 503 without a key, 401 to visitors', async () => {
		failNext = true;
		expect(
			( await editor.rest( '/wpcom/v2/gif/search?q=cats' ) ).status
		).toBe( 502 );
		delete process.env.GIPHY_API_KEY;
		try {
			expect(
				( await editor.rest( '/wpcom/v2/gif/search?q=cats' ) ).status
			).toBe( 503 );
		} finally {
			process.env.GIPHY_API_KEY = KEY;
		}
		const anonymous = await fetch(
			`${ testSite.url }/wp-json/wpcom/v2/gif/search?q=cats`
		);
		expect( anonymous.status ).toBe( 401 );
	} );
} );

describe( 'GIF for visitors', () => {
	async function publish( content: string ) {
		const { body } = await editor.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'A GIF', content, status: 'publish' },
		} );
		const page = await (
			await fetch( ( body as { link: string } ).link )
		).text();
		return /<div class="entry-content">\n([\s\S]*?)\n<\/div>\n<\/article>/.exec(
			page
		)![ 1 ];
	}

	it( "shows Jetpack's saved GIF with its caption and proportions", async () => {
		const content = await publish(
			'<!-- wp:jetpack/gif {"caption":"Awww","gifUrl":"https://64.media.tumblr.com/3131b9d2a05485e7ae7838a8b1314ab2/2d72fb0f707ea67a-5f/s500x750/d45e10288e4ff6a775c879978f52c87d3318ff8d.gif","searchText":"cats","paddingTop":"40%","align":"center","className":"jetpack-test-class"} /-->'
		);
		// Consent first (the site does not load third parties directly): the image Jetpack's
		// visitors get is held back in the template until the visitor asks for it.
		expect( content ).toMatch(
			/^<figure class="wp-block-jetpack-gif aligncenter jetpack-test-class"><div class="jetpack-embed-consent" data-embed-consent="">/
		);
		expect( content ).toContain(
			'Load content from 64.media.tumblr.com</button>'
		);
		expect( content ).toContain(
			'<template class="jetpack-embed-consent__content"><div class="wp-block-jetpack-gif-wrapper" style="padding-top:40%"><img src="https://64.media.tumblr.com/3131b9d2a05485e7ae7838a8b1314ab2/2d72fb0f707ea67a-5f/s500x750/d45e10288e4ff6a775c879978f52c87d3318ff8d.gif" alt="Awww" loading="lazy"></div></template></div><figcaption class="wp-block-jetpack-gif-caption gallery-caption">Awww</figcaption></figure>'
		);
	} );

	it( 'shows older content saved with the embed address in a frame', async () => {
		const content = await publish(
			'<!-- wp:jetpack/gif {"giphyUrl":"https://giphy.com/embed/26BRCoPeetq9cAdhK","searchText":"success","paddingTop":"50%"} /-->'
		);
		expect( content ).toContain(
			'<iframe src="https://giphy.com/embed/26BRCoPeetq9cAdhK" title="success"'
		);
		expect( content ).toContain( 'style="padding-top:50%"' );
	} );

	it( 'escapes hostile values and refuses unsafe addresses', async () => {
		const content = await publish(
			'<!-- wp:jetpack/gif {"caption":"<script>alert(1)</script>","gifUrl":"javascript:alert(1)","giphyUrl":"https://evil.example/embed/x","paddingTop":"1%;background:url(javascript:alert(1))"} /-->'
		);
		expect( content ).toBe( '' );
		const escaped = await publish(
			'<!-- wp:jetpack/gif {"caption":"\\"&gt;&lt;img src=x onerror=alert(1)&gt;","gifUrl":"https://media.giphy.com/media/a/giphy.gif","paddingTop":"1%;background:red","className":"x\\" onclick=\\"alert(1)"} /-->'
		);
		expect( escaped ).not.toContain( '<img src=x' );
		expect( escaped ).not.toMatch( /\sonclick="/ );
		expect( escaped ).toContain(
			'<figcaption class="wp-block-jetpack-gif-caption gallery-caption">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</figcaption>'
		);
		expect( escaped ).toContain( 'style="padding-top:56.2%"' );
	} );
} );
