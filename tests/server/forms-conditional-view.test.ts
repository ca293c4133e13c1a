/**
 * Conditional fields with the form's view script (blocks/contact-form/view.ts and the
 * conditions chunk it loads, view-chunks/conditions.ts, bundled as the build bundles them) on
 * the real server's page of the fixture `current-conditional`: fields show and hide as the
 * visitor answers (`hidden`, controls disabled), a hidden field keeps what was written in it,
 * hidden fields are neither checked in the browser nor sent, and a shown required field still
 * is checked. The chunk comes from beside the view script; a submit before it has loaded waits
 * for it; when it cannot load, every field stays shown and the server alone checks the form.
 */
import {
	contactFormFixture,
	formsSiteForThisFile,
	publishPost,
	waitFor,
} from './support/forms';
import {
	openViewPage,
	pageHtml,
	viewScript,
	type ChunkLoading,
} from './support/view-page';

jest.setTimeout( 30000 );

const FIXTURE = contactFormFixture( 'current-conditional' );

const site = formsSiteForThisFile( [ 'admin' ] );
let postId: number;

beforeAll( async () => {
	( { id: postId } = await publishPost( site.admin, FIXTURE ) );
} );

const name = ( slug: string ) => `g${ postId }-${ slug }`;

const FIELDS = [ 'topic', 'other-topic', 'call-me', 'phone', 'message' ];

async function openForm( chunks?: ChunkLoading ) {
	const url = `${ site.testSite.url }/?p=${ postId }`;
	const page = await openViewPage(
		await pageHtml( url ),
		url,
		viewScript( 'contact-form' ),
		undefined,
		chunks
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
	const shown = () => FIELDS.filter( ( slug ) => ! wrapper( slug ).hidden );
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

it( 'loads the conditions chunk from beside the view script, and nothing else', async () => {
	const page = await openForm();
	expect( page.imported ).toEqual( [
		`${ site.testSite.url }/build/blocks/contact-form/conditions.js`,
	] );
} );

it( 'holds a submit made before the chunk has loaded, then sends without the fields the rules hide', async () => {
	const page = await openForm( 'hold' );
	expect( page.shown() ).toEqual( FIELDS );
	page.choose( 'topic', 'Support' );
	page.type( 'message', 'Sent early' );
	page.submit();
	const form = page.document.querySelector( 'form' )!;
	expect( form.getAttribute( 'aria-busy' ) ).toBe( 'true' );
	expect( page.sent ).toHaveLength( 0 );

	await page.releaseChunks();
	expect( page.shown() ).toEqual( [ 'topic', 'call-me', 'message' ] );
	const thanks = await waitFor( async () =>
		page.document.querySelector( '.contact-form-submission' )
	);
	expect( thanks ).not.toBeNull();
	expect( page.sent ).toHaveLength( 1 );
	const body = new URLSearchParams( page.sent[ 0 ] );
	expect( body.get( name( 'message' ) ) ).toBe( 'Sent early' );
	expect( body.has( name( 'other-topic' ) ) ).toBe( false );
	expect( body.has( name( 'phone' ) ) ).toBe( false );
} );

it( 'shows every field when the chunk cannot load and leaves the checks to the server, which works the rules out', async () => {
	const page = await openForm( 'fail' );
	expect( page.shown() ).toEqual( FIELDS );
	expect( page.control( 'phone' ).disabled ).toBe( false );

	// Other chosen, its field left empty: sent as it is; the server asks for it, not for the
	// phone (no call back asked for).
	page.choose( 'topic', 'Other' );
	page.submit();
	await waitFor( async () =>
		page.wrapper( 'other-topic' ).querySelector( '.jetpack-field__error' )
	);
	expect( page.sent ).toHaveLength( 1 );
	expect(
		page.wrapper( 'other-topic' ).querySelector( '.jetpack-field__error' )
			?.textContent
	).toBe( 'This field is required.' );
	expect(
		page.wrapper( 'phone' ).querySelector( '.jetpack-field__error' )
	).toBeNull();
	expect( page.shown() ).toEqual( FIELDS );

	page.type( 'other-topic', 'Press' );
	page.submit();
	const thanks = await waitFor( async () =>
		page.document.querySelector( '.contact-form-submission' )
	);
	expect( thanks ).not.toBeNull();
	expect( page.sent ).toHaveLength( 2 );
	expect(
		new URLSearchParams( page.sent[ 1 ] ).get( name( 'other-topic' ) )
	).toBe( 'Press' );
} );
