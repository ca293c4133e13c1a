/**
 * The form's view script (blocks/contact-form/view.ts, bundled as the build does) running in a
 * DOM of the page the real server sends, its fetch going to that server: the thank-you
 * replaces the form and takes focus; errors appear inline, tied to their fields, and the
 * summary is announced and focused; a failed network keeps the input. A form with neither steps
 * nor conditional fields loads no view chunk.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { DOMWindow } from 'jsdom';
import {
	field,
	formContent,
	publishPost,
	startFormsSite,
	SUBMIT_BUTTON,
	waitFor,
} from './support/forms';
import type { TestSite } from './support/test-site';
import {
	openViewPage,
	pageHtml,
	viewScript as pageViewScript,
} from './support/view-page';

let test: TestSite;
let postId: number;
let viewScript: string;

beforeAll( async () => {
	viewScript = buildSync( {
		entryPoints: [
			path.join( __dirname, '../../blocks/contact-form/view.ts' ),
		],
		bundle: true,
		format: 'iife',
		write: false,
		target: 'es2020',
	} ).outputFiles[ 0 ].text;
	test = await startFormsSite( { rateLimit: 1000 } );
	( { id: postId } = await publishPost(
		await test.admin(),
		formContent(
			field( 'name', { required: true } ) +
				field( 'email', { required: true } ) +
				SUBMIT_BUTTON
		)
	) );
} );

afterAll( () => test.close() );

/** What the page's script sent to the server, per window. */
const sent = new WeakMap< DOMWindow, string[] >();

async function openPage(
	network: 'up' | 'down' = 'up',
	prepare: ( document: Document ) => void = () => {}
): Promise< DOMWindow > {
	const pageUrl = `${ test.url }/?p=${ postId }`;
	const html = await pageHtml( pageUrl );
	const { JSDOM } = require( 'jsdom' ) as typeof import( 'jsdom' );
	const { window } = new JSDOM( html, {
		url: pageUrl,
		runScripts: 'outside-only',
	} );
	prepare( window.document );
	sent.set( window, [] );
	( window as unknown as { fetch: typeof fetch } ).fetch = async (
		input,
		init
	) => {
		sent.get( window )!.push( String( init?.body ) );
		if ( network === 'down' ) {
			throw new TypeError( 'Failed to fetch' );
		}
		return fetch( new URL( String( input ), pageUrl ), {
			method: init?.method,
			headers: {
				...( init?.headers as Record< string, string > ),
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: String( init?.body ),
		} );
	};
	window.eval( viewScript );
	return window;
}

function fill( window: DOMWindow, values: Record< string, string > ) {
	for ( const [ slug, value ] of Object.entries( values ) ) {
		window.document.querySelector< HTMLInputElement >(
			`[name="g${ postId }-${ slug }"]`
		)!.value = value;
	}
}

function submit( window: DOMWindow ) {
	const form = window.document.querySelector( 'form[data-jf-form]' )!;
	form.dispatchEvent(
		new window.Event( 'submit', { cancelable: true, bubbles: true } )
	);
}

it( 'shows the thank-you where the form was and moves focus to it', async () => {
	const window = await openPage();
	fill( window, { name: 'Ada', email: 'ada@example.com' } );
	submit( window );
	const thanks = await waitFor( async () =>
		window.document.querySelector< HTMLElement >(
			'.contact-form-submission'
		)
	);
	expect( thanks?.querySelector( 'h3' )?.textContent ).toBe(
		'Your message has been sent'
	);
	expect( window.document.querySelector( 'form[data-jf-form]' ) ).toBeNull();
	expect( thanks?.ownerDocument.activeElement ).toBe( thanks );
	window.close();
} );

it( 'shows errors inline, tied to their fields, with the summary announced and focused', async () => {
	const window = await openPage();
	const { document } = window;
	fill( window, { name: '', email: 'ada@' } );
	submit( window );
	const summary = await waitFor( async () =>
		document.querySelector< HTMLElement >( '.contact-form__error' )
	);
	expect( summary?.getAttribute( 'role' ) ).toBe( 'alert' );
	expect( summary?.ownerDocument.activeElement ).toBe( summary );
	const email = document.querySelector( `[name="g${ postId }-email"]` )!;
	expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	expect(
		document.getElementById( email.getAttribute( 'aria-describedby' )! )
			?.textContent
	).toBe( 'Please enter a valid email address.' );
	expect( ( email as HTMLInputElement ).value ).toBe( 'ada@' );
	// Corrected and sent again: the errors go, the thank-you comes.
	fill( window, { name: 'Ada', email: 'ada@example.com' } );
	submit( window );
	expect(
		await waitFor( async () =>
			document.querySelector( '.contact-form-submission' )
		)
	).not.toBeNull();
	window.close();
} );

it( 'checks the fields in the browser first, with the server’s messages, and sends nothing invalid', async () => {
	const window = await openPage();
	const { document } = window;
	fill( window, { name: '', email: 'ada@example' } );
	submit( window );
	// At once, without a round trip.
	expect( sent.get( window ) ).toEqual( [] );
	const summary = document.querySelector< HTMLElement >(
		'.contact-form__error'
	)!;
	expect( summary.getAttribute( 'role' ) ).toBe( 'alert' );
	expect( summary.ownerDocument.activeElement ).toBe( summary );
	expect(
		summary.querySelector( '.contact-form__error-title' )?.textContent
	).toBe( 'Your message was not sent. Please correct the following:' );
	expect(
		[ ...summary.querySelectorAll( 'li a' ) ].map( ( link ) => [
			link.getAttribute( 'href' ),
			link.textContent,
		] )
	).toEqual( [
		[ `#contact-form-${ postId }-0-name`, 'Name: This field is required.' ],
		[
			`#contact-form-${ postId }-0-email`,
			'Email: Please enter a valid email address.',
		],
	] );
	const email = document.querySelector( `[name="g${ postId }-email"]` )!;
	expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	expect(
		document.getElementById( email.getAttribute( 'aria-describedby' )! )
			?.textContent
	).toBe( 'Please enter a valid email address.' );
	window.close();
} );

it( 'shows what the server refuses (answered as success: false) the same way', async () => {
	// A page whose fields the script cannot read: only the server checks.
	const window = await openPage( 'up', ( document ) =>
		document
			.querySelectorAll( '[data-jf-type]' )
			.forEach( ( node ) => node.removeAttribute( 'data-jf-type' ) )
	);
	fill( window, { name: 'Ada', email: 'ada@example' } );
	submit( window );
	const summary = await waitFor( async () =>
		window.document.querySelector( '.contact-form__error' )
	);
	expect( sent.get( window ) ).toHaveLength( 1 );
	expect( summary?.textContent ).toContain(
		'Email: Please enter a valid email address.'
	);
	window.close();
} );

it( 'keeps the input and says so when the network fails', async () => {
	const window = await openPage( 'down' );
	fill( window, { name: 'Ada', email: 'ada@example.com' } );
	submit( window );
	const summary = await waitFor( async () =>
		window.document.querySelector( '.contact-form__error' )
	);
	expect( summary?.textContent ).toBe(
		'Your message could not be sent. Check your connection and try again.'
	);
	expect(
		window.document.querySelector< HTMLInputElement >(
			`[name="g${ postId }-name"]`
		)!.value
	).toBe( 'Ada' );
	window.close();
} );

it( 'loads no view chunk for a form with neither steps nor conditional fields', async () => {
	const pageUrl = `${ test.url }/?p=${ postId }`;
	const page = await openViewPage(
		await pageHtml( pageUrl ),
		pageUrl,
		pageViewScript( 'contact-form' )
	);
	expect( page.imported ).toEqual( [] );
	page.window.close();
} );
