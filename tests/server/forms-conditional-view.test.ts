/**
 * Conditional fields with the form's view script (blocks/contact-form/view.ts, bundled as the
 * build bundles it) on the real server's page of the fixture `current-conditional`: fields
 * show and hide as the visitor answers (`hidden`, controls disabled), a hidden field keeps what
 * was written in it, hidden fields are neither checked in the browser nor sent, and a shown
 * required field still is checked.
 */
import {
	contactFormFixture,
	formsSiteForThisFile,
	publishPost,
	waitFor,
} from './support/forms';
import { openViewPage, pageHtml, viewScript } from './support/view-page';

jest.setTimeout( 30000 );

const FIXTURE = contactFormFixture( 'current-conditional' );

const site = formsSiteForThisFile( [ 'admin' ] );
let postId: number;

beforeAll( async () => {
	( { id: postId } = await publishPost( site.admin, FIXTURE ) );
} );

const name = ( slug: string ) => `g${ postId }-${ slug }`;

async function openForm() {
	const url = `${ site.testSite.url }/?p=${ postId }`;
	const page = await openViewPage(
		await pageHtml( url ),
		url,
		viewScript( 'contact-form' )
	);
	const { document, window } = page;
	const wrapper = ( slug: string ) =>
		document.querySelector< HTMLElement >(
			`[data-jf-field="${ name( slug ) }"]`
		)!;
	const control = ( slug: string, value?: string ) =>
		document.querySelector< HTMLInputElement >(
			`[name="${ name( slug ) }"]${ value ? `[value="${ value }"]` : '' }`
		)!;
	const shown = () =>
		[ 'topic', 'other-topic', 'call-me', 'phone', 'message' ].filter(
			( slug ) => ! wrapper( slug ).hidden
		);
	const choose = ( slug: string, value?: string ) => {
		const input = control( slug, value );
		input.checked = ! ( input.type === 'checkbox' && input.checked );
		input.dispatchEvent( new window.Event( 'change', { bubbles: true } ) );
	};
	const type = ( slug: string, text: string ) => {
		control( slug ).value = text;
		control( slug ).dispatchEvent(
			new window.Event( 'input', { bubbles: true } )
		);
	};
	const submit = () =>
		document.querySelector( 'form' )!.dispatchEvent(
			new window.Event( 'submit', {
				bubbles: true,
				cancelable: true,
			} )
		);
	return { ...page, wrapper, control, shown, choose, type, submit };
}

it( 'hides the fields whose rules do not hold, out of sight and out of the form', async () => {
	const page = await openForm();
	expect( page.shown() ).toEqual( [ 'topic', 'call-me', 'message' ] );
	expect( page.wrapper( 'other-topic' ).hidden ).toBe( true );
	expect( page.control( 'other-topic' ).disabled ).toBe( true );
	expect( page.control( 'phone' ).disabled ).toBe( true );
	expect( page.control( 'topic', 'Sales' ).disabled ).toBe( false );
} );

it( 'shows and hides fields as the visitor answers, keeping what was written', async () => {
	const page = await openForm();
	page.choose( 'topic', 'Other' );
	expect( page.shown() ).toEqual( [
		'topic',
		'other-topic',
		'call-me',
		'message',
	] );
	expect( page.control( 'other-topic' ).disabled ).toBe( false );
	page.type( 'other-topic', 'Press' );

	page.choose( 'call-me' );
	expect( page.shown() ).toContain( 'phone' );

	// Topic Sales with a call back asked for hides the message ("hide" rule).
	page.choose( 'topic', 'Sales' );
	expect( page.shown() ).toEqual( [ 'topic', 'call-me', 'phone' ] );

	page.choose( 'call-me' );
	page.choose( 'topic', 'Other' );
	expect( page.shown() ).toEqual( [
		'topic',
		'other-topic',
		'call-me',
		'message',
	] );
	expect( page.control( 'other-topic' ).value ).toBe( 'Press' );
} );

it( 'checks a shown required field in the browser, and sends nothing', async () => {
	const page = await openForm();
	page.choose( 'topic', 'Other' );
	page.submit();
	expect( page.sent ).toHaveLength( 0 );
	const error = page
		.wrapper( 'other-topic' )
		.querySelector( '.jetpack-field__error' );
	expect( error?.textContent ).toBe( 'This field is required.' );
	// The hidden required phone is not asked for.
	expect(
		page.wrapper( 'phone' ).querySelector( '.jetpack-field__error' )
	).toBeNull();
} );

it( 'sends the form with its hidden required fields empty and their answers left out; the server accepts it', async () => {
	const page = await openForm();
	page.choose( 'topic', 'Other' );
	page.type( 'other-topic', 'written, then hidden' );
	page.choose( 'topic', 'Support' );
	page.type( 'message', 'Hello' );
	page.submit();
	const thanks = await waitFor( async () =>
		page.document.querySelector( '.contact-form-submission' )
	);
	expect( thanks ).not.toBeNull();
	const body = new URLSearchParams( page.sent[ 0 ] );
	expect( body.get( name( 'topic' ) ) ).toBe( 'Support' );
	expect( body.get( name( 'message' ) ) ).toBe( 'Hello' );
	expect( body.has( name( 'other-topic' ) ) ).toBe( false );
	expect( body.has( name( 'phone' ) ) ).toBe( false );
} );
