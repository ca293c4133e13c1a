/**
 * Submitting forms as visitors do: without JavaScript (a form post answered with the page) and
 * with it (JSON). The thank-you variants of §3, errors that keep the visitor's input, and the
 * durability promise: when the success answer arrives, the response is committed on disk.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { groupCommitStats } from '../../server/db/group-commit';
import { DATABASE_FILE } from '../../server/db/open';
import {
	dom,
	field,
	formContent,
	formsSiteForThisFile,
	postForm,
	publishPost,
	SUBMIT_BUTTON,
	submitJson,
	visitForm,
} from './support/forms';
import type { SiteClient } from './support/site-client';

const site = formsSiteForThisFile( [ 'admin' ] );

const FIELDS = [
	field( 'name', { required: true } ),
	field( 'email', { required: true } ),
	field( 'textarea', { label: 'Message' } ),
	SUBMIT_BUTTON,
].join( '\n' );

async function formPost( attributes: Record< string, unknown > = {} ) {
	const { id } = await publishPost(
		site.admin,
		formContent( FIELDS, attributes )
	);
	const visitor = site.testSite.client();
	const form = await visitForm( visitor, id );
	const values = {
		[ `g${ id }-name` ]: 'Zoë <b>Bold</b>',
		[ `g${ id }-email` ]: 'zoe@example.com',
		[ `g${ id }-message` ]: 'Hi!',
	};
	return { id, visitor, form, values };
}

/**
 * Follows the 303 a successful plain POST answers with, as the browser that posted it.
 * @param visitor
 * @param response
 */
async function thankYouPage( visitor: SiteClient, response: Response ) {
	expect( response.status ).toBe( 303 );
	const location = response.headers.get( 'location' )!;
	const page = await visitor.fetch( location );
	expect( page.status ).toBe( 200 );
	expect( page.headers.get( 'cache-control' ) ).toBe( 'no-store' );
	return { location, page: dom( await page.text() ) };
}

async function countResponses() {
	const row = await sql< {
		n: number;
	} >`select count(*) as n from feedback`.execute( site.testSite.site.db );
	return Number( row.rows[ 0 ].n );
}

describe( 'without JavaScript', () => {
	it( 'redirects (303) to a thank-you address showing a summary of the fields in place of the form', async () => {
		const { id, visitor, form, values } = await formPost();
		const response = await postForm( visitor, form, values );
		expect( response.status ).toBe( 303 );
		const { location, page } = await thankYouPage( visitor, response );
		expect( location ).toMatch(
			new RegExp(
				`^/[\\w-]+/\\?contact-form-sent=\\d+#contact-form-${ id }-0-thanks$`
			)
		);
		expect( page.querySelector( 'form[data-jf-form]' ) ).toBeNull();
		const thanks = page.querySelector( '.contact-form-submission' )!;
		expect( thanks.getAttribute( 'role' ) ).toBe( 'status' );
		expect( thanks.querySelector( 'h3' )?.textContent ).toBe(
			'Your message has been sent'
		);
		expect(
			[ ...thanks.querySelectorAll( 'dt' ) ].map(
				( node ) => node.textContent
			)
		).toEqual( [ 'Name', 'Email', 'Message' ] );
		expect( thanks.querySelector( 'dd' )?.textContent ).toBe(
			'Zoë <b>Bold</b>'
		);
	} );

	it( 'lets the visitor reload the thank-you without sending again, and shows it to nobody else', async () => {
		const { visitor, form, values } = await formPost();
		const { location } = await thankYouPage(
			visitor,
			await postForm( visitor, form, values )
		);
		const stored = await countResponses();
		// Reloading is a GET of the same address: the same summary, nothing stored.
		const reloaded = dom(
			await ( await visitor.fetch( location ) ).text()
		);
		expect(
			reloaded.querySelector( '.contact-form-submission dd' )?.textContent
		).toBe( 'Zoë <b>Bold</b>' );
		expect( await countResponses() ).toBe( stored );
		// Another visitor opening the address sees the form, not the answers.
		const other = await site.testSite.client().fetch( location );
		expect( other.status ).toBe( 200 );
		const otherHtml = await other.text();
		expect( otherHtml ).not.toContain( 'zoe@example.com' );
		expect(
			dom( otherHtml ).querySelector( '.contact-form-submission' )
		).toBeNull();
		expect(
			dom( otherHtml ).querySelector( 'form[data-jf-form]' )
		).not.toBeNull();
		// A cookie for another response does not open this one.
		const sentId = /contact-form-sent=(\d+)/.exec( location )![ 1 ];
		const elsewhere = location.replace(
			`contact-form-sent=${ sentId }`,
			`contact-form-sent=${ Number( sentId ) - 1 }`
		);
		expect(
			dom(
				await ( await visitor.fetch( elsewhere ) ).text()
			).querySelector( '.contact-form-submission' )
		).toBeNull();
	} );

	it( 'shows the custom heading and message', async () => {
		const { visitor, form, values } = await formPost( {
			customThankyou: 'message',
			customThankyouHeading: 'Merci !',
			customThankyouMessage: 'We will call you <soon>.',
		} );
		const { page } = await thankYouPage(
			visitor,
			await postForm( visitor, form, values )
		);
		const thanks = page.querySelector( '.contact-form-submission' )!;
		expect( thanks.querySelector( 'h3' )?.textContent ).toBe( 'Merci !' );
		expect( thanks.querySelector( 'p' )?.textContent ).toBe(
			'We will call you <soon>.'
		);
		expect( thanks.querySelector( 'dl' ) ).toBeNull();
	} );

	it( 'redirects to an http(s) thank-you address', async () => {
		const { visitor, form, values } = await formPost( {
			customThankyou: 'redirect',
			customThankyouRedirect: 'https://example.com/thanks',
		} );
		const response = await postForm( visitor, form, values );
		expect( response.status ).toBe( 303 );
		expect( response.headers.get( 'location' ) ).toBe(
			'https://example.com/thanks'
		);
	} );

	it( 'refuses a javascript: redirect and shows the summary instead', async () => {
		const { visitor, form, values } = await formPost( {
			customThankyou: 'redirect',
			customThankyouRedirect: 'javascript:alert(document.cookie)',
		} );
		const response = await postForm( visitor, form, values );
		expect( response.headers.get( 'location' ) ).not.toContain(
			'javascript:'
		);
		const { page } = await thankYouPage( visitor, response );
		expect( page.documentElement.outerHTML ).not.toContain( 'javascript:' );
		expect(
			page.querySelector( '.contact-form-submission dl' )
		).not.toBeNull();
	} );

	it( "answers errors with the form again, the visitor's input kept and the errors announced", async () => {
		const { id, visitor, form } = await formPost();
		const response = await postForm( visitor, form, {
			[ `g${ id }-name` ]: '',
			[ `g${ id }-email` ]: 'zoe@nowhere',
			[ `g${ id }-message` ]: 'Keep\nme',
		} );
		expect( response.status ).toBe( 400 );
		const page = dom( await response.text() );
		const summary = page.querySelector(
			'form .contact-form__error[role=alert]'
		)!;
		expect( summary.textContent ).toContain(
			'Name: This field is required.'
		);
		expect( summary.textContent ).toContain(
			'Email: Please enter a valid email address.'
		);
		const email = page.querySelector< HTMLInputElement >(
			`input[name="g${ id }-email"]`
		)!;
		expect( email.value ).toBe( 'zoe@nowhere' );
		expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( page.querySelector( 'textarea' )?.textContent ).toBe(
			'Keep\nme'
		);
		expect(
			page.querySelector< HTMLInputElement >(
				'input[name="contact-form-token"]'
			)!.value
		).toMatch( /^v1\./ );
	} );

	it( 'answers 404 for a form that does not exist', async () => {
		const { visitor, form, values } = await formPost();
		const response = await postForm(
			visitor,
			{ ...form, hidden: { ...form.hidden, 'contact-form-key': '9' } },
			values
		);
		expect( response.status ).toBe( 404 );
	} );
} );

describe( 'with JavaScript (JSON)', () => {
	it( 'answers the thank-you HTML to show in place of the form', async () => {
		const { visitor, form, values } = await formPost();
		const { status, body } = await submitJson( visitor, form, values );
		expect( status ).toBe( 200 );
		expect( body.success ).toBe( true );
		expect( body.redirect ).toBeNull();
		expect(
			dom( body.thankYouHtml ).querySelector(
				'.contact-form-submission h3'
			)?.textContent
		).toBe( 'Your message has been sent' );
	} );

	it( 'answers the redirect only when it is http(s)', async () => {
		const good = await formPost( {
			customThankyou: 'redirect',
			customThankyouRedirect: 'http://example.com/ok',
		} );
		expect(
			( await submitJson( good.visitor, good.form, good.values ) ).body
				.redirect
		).toBe( 'http://example.com/ok' );
		const bad = await formPost( {
			customThankyou: 'redirect',
			customThankyouRedirect: 'data:text/html,<script>x</script>',
		} );
		expect(
			( await submitJson( bad.visitor, bad.form, bad.values ) ).body
				.redirect
		).toBeNull();
	} );

	it( 'answers field errors with ids the view script ties to the controls', async () => {
		const { id, visitor, form } = await formPost();
		const { status, body } = await submitJson( visitor, form, {
			[ `g${ id }-email` ]: 'nope',
		} );
		// A refusal is an answer, not a failed request: 200, so browsers log no error.
		expect( status ).toBe( 200 );
		expect( body.success ).toBe( false );
		expect( body.status ).toBe( 400 );
		expect( body.code ).toBe( 'invalid_fields' );
		expect( body.errors ).toEqual( [
			{
				name: `g${ id }-name`,
				id: `contact-form-${ id }-0-name`,
				label: 'Name',
				message: 'This field is required.',
			},
			{
				name: `g${ id }-email`,
				id: `contact-form-${ id }-0-email`,
				label: 'Email',
				message: 'Please enter a valid email address.',
			},
		] );
		expect(
			dom( body.summaryHtml ).querySelector( '[role=alert]' )
		).not.toBeNull();
	} );
} );

describe( 'durability', () => {
	it( 'syncs the log after the commit, off the event loop, before the success answer', async () => {
		const mode = await sql< {
			journal_mode: string;
		} >`PRAGMA journal_mode`.execute( site.testSite.site.db );
		const sync = await sql< {
			synchronous: number;
		} >`PRAGMA synchronous`.execute( site.testSite.site.db );
		expect( mode.rows[ 0 ].journal_mode ).toBe( 'wal' );
		// The connection does not sync at COMMIT (that would block the event loop)…
		expect( sync.rows[ 0 ].synchronous ).toBe( 0 );
		// …the group commit syncs the log before it answers.
		const { visitor, form, values } = await formPost();
		const before = groupCommitStats( site.testSite.site.db ).commits;
		const { status, body } = await submitJson( visitor, form, values );
		expect( status ).toBe( 200 );
		expect( body.success ).toBe( true );
		// The response's commit came after `before`, and its log sync ended before the answer.
		expect(
			groupCommitStats( site.testSite.site.db ).syncedCommits
		).toBeGreaterThan( before );
	} );

	it( 'has the response on disk, fields included, when the success answer arrives', async () => {
		const { id, visitor, form, values } = await formPost();
		const reader = new SQLite(
			path.join( site.testSite.dataDir, DATABASE_FILE ),
			{
				readonly: true,
			}
		);
		try {
			for ( let round = 0; round < 5; round++ ) {
				const fresh = await visitForm( visitor, id );
				const { status } = await submitJson( visitor, fresh, {
					...values,
					[ `g${ id }-message` ]: `round ${ round }`,
				} );
				expect( status ).toBe( 200 );
				// A second connection sees only what was committed to the database file.
				const row = reader
					.prepare(
						"select count(*) as n from feedback_fields where value = ? and label = 'Message'"
					)
					.get( JSON.stringify( `round ${ round }` ) ) as {
					n: number;
				};
				expect( row.n ).toBe( 1 );
			}
		} finally {
			reader.close();
		}
		expect( form.hidden[ 'contact-form-id' ] ).toBe( String( id ) );
	} );
} );
