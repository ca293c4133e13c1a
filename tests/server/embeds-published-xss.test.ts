/**
 * The embed blocks on published pages, as a visitor gets them: hostile URLs and attribute
 * values (tests/security/embed-attributes.ts) publish to nothing that runs or loads a
 * non-https frame; well-formed embeds wait for the visitor's consent (no frame in the page,
 * a "Load content from …" button and the block's view script), until an administrator turns
 * on jetpack_embeds_load_directly in wp/v2/settings.
 */
import { JSDOM } from 'jsdom';
import { serverBlocks } from '../../blocks/server';
import {
	embedOutputProblems,
	hostileEmbeds,
} from '../security/embed-attributes';
import { commentAttributes, publishedPage } from './support/published-post';
import type { SiteClient } from './support/site-client';
import { startTestSite, type TestSite } from './support/test-site';

const window = new JSDOM( '' ).window;
let testSite: TestSite;
let admin: SiteClient;

const block = ( name: string, attributes: Record< string, unknown > ) =>
	`<!-- wp:${ name } ${ commentAttributes( attributes ) } /-->`;

const GOOD = [
	block( 'jetpack/calendly', { url: 'https://calendly.com/acme' } ),
	block( 'jetpack/eventbrite', {
		url: 'https://www.eventbrite.com/e/picnic-tickets-144144099883',
		eventId: 144144099883,
	} ),
	block( 'jetpack/google-calendar', {
		url: 'https://calendar.google.com/calendar/embed?src=abc%40group.calendar.google.com',
	} ),
	block( 'jetpack/pinterest', {
		url: 'https://www.pinterest.com/pin/99360735500167749/',
	} ),
	block( 'jetpack/opentable', { rid: [ '412810' ] } ),
	block( 'jetpack/gif', {
		gifUrl: 'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif',
		caption: 'A cat',
	} ),
].join( '\n\n' );

async function page( content: string ) {
	const html = await publishedPage( testSite, admin, content, 'Embeds' );
	return new window.DOMParser().parseFromString( html, 'text/html' );
}

beforeAll( async () => {
	testSite = await startTestSite( { serverBlocks } );
	admin = await testSite.admin();
} );

afterAll( async () => {
	await testSite?.close();
} );

describe( 'embed blocks on a published page', () => {
	it( 'publishes hostile attribute values to nothing dangerous', async () => {
		const document = await page(
			hostileEmbeds
				.map( ( item ) => block( item.block, item.attributes ) )
				.join( '\n\n' )
		);
		const content = document.querySelector( '.entry-content' )!;
		expect( content ).not.toBeNull();
		expect( embedOutputProblems( content ) ).toEqual( [] );
	} );

	it( 'loads nothing from the services until the visitor asks', async () => {
		const document = await page( GOOD );
		const content = document.querySelector( '.entry-content' )!;
		expect( content.querySelectorAll( 'iframe' ) ).toHaveLength( 0 );
		expect( content.querySelectorAll( 'img' ) ).toHaveLength( 0 );
		expect(
			Array.from( content.querySelectorAll( 'button' ) ).map(
				( button ) => button.textContent
			)
		).toEqual( [
			'Load content from Calendly (calendly.com)',
			'Load content from Eventbrite (www.eventbrite.com)',
			'Load content from Google Calendar (calendar.google.com)',
			'Load content from Pinterest (assets.pinterest.com)',
			'Load content from OpenTable (www.opentable.com)',
			'Load content from Giphy (media.giphy.com)',
		] );
		expect( content.querySelectorAll( 'template' ) ).toHaveLength( 6 );
		expect(
			document.querySelector( 'script[src*="/gif/view.js"]' )
		).not.toBeNull();
		const scripts = Array.from(
			document.querySelectorAll( 'script[src]' )
		).map( ( script ) => script.getAttribute( 'src' ) );
		expect( scripts.filter( ( src ) => ! src!.startsWith( '/' ) ) ).toEqual(
			[]
		);
	} );

	it( 'prints the frames directly once the site allows it', async () => {
		const saved = await admin.rest( '/wp/v2/settings', {
			method: 'POST',
			body: { jetpack_embeds_load_directly: true },
		} );
		expect( saved.status ).toBe( 200 );
		expect( saved.body.jetpack_embeds_load_directly ).toBe( true );
		const document = await page( GOOD );
		const content = document.querySelector( '.entry-content' )!;
		expect(
			Array.from( content.querySelectorAll( 'iframe' ) ).map(
				( frame ) => new URL( frame.getAttribute( 'src' )! ).host
			)
		).toEqual( [
			'calendly.com',
			'www.eventbrite.com',
			'calendar.google.com',
			'assets.pinterest.com',
			'www.opentable.com',
		] );
		expect(
			content
				.querySelector( '.wp-block-jetpack-gif img' )!
				.getAttribute( 'src' )
		).toBe( 'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif' );
		expect( content.querySelectorAll( 'button' ) ).toHaveLength( 0 );
		const refused = await admin.rest( '/wp/v2/settings', {
			method: 'POST',
			body: { jetpack_embeds_load_directly: 'sometimes' },
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.message ).toBe(
			'Invalid parameter(s): jetpack_embeds_load_directly'
		);
	} );
} );
