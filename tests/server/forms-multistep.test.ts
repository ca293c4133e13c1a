/**
 * Multi-step forms (fixture `current-multistep`, sources in blocks/contact-form/test/fixtures/SOURCES.md):
 * every step is on the page as a fieldset named by its label, so the form works without
 * JavaScript in one post; the progress indicator waits hidden for the view script with a polite
 * live region; the server checks the fields of every step; each stored answer records its step.
 */
import {
	contactFormFixture,
	dom,
	formPostForThisFile,
	postForm,
	refusedNames,
	submitJson,
	visitForm,
} from './support/forms';

jest.setTimeout( 30000 );

const site = formPostForThisFile( contactFormFixture( 'current-multistep' ), [
	'admin',
] );
const { name } = site;

async function responseDetail( author: string ) {
	const admin = await site.testSite.admin();
	const list = await (
		await admin.fetch(
			`/wp-admin/edit.php?post_type=feedback&s=${ author }`
		)
	).text();
	const id = /view=response&amp;id=(\d+)/.exec( list )?.[ 1 ];
	expect( id ).toBeDefined();
	return dom(
		await (
			await admin.fetch(
				`/wp-admin/edit.php?post_type=feedback&view=response&id=${ id }`
			)
		).text()
	);
}

function stepOfAnswer( document: Document, label: string ) {
	const header = [ ...document.querySelectorAll( 'th[scope=row]' ) ].find(
		( th ) => th.firstChild?.textContent === label
	);
	return header?.querySelector( '.response-field__step' )?.textContent;
}

it( 'shows every step as a fieldset named by its label, with the progress indicator hidden until the script runs', async () => {
	const { form } = await site.visit();
	const document = dom( form.html );
	const steps = [ ...document.querySelectorAll( 'fieldset[data-jf-step]' ) ];
	expect(
		steps.map( ( step ) => step.querySelector( 'legend' )?.textContent )
	).toEqual( [ 'Your question', 'About you', 'Step 3' ] );
	expect( steps.every( ( step ) => ! step.hasAttribute( 'hidden' ) ) ).toBe(
		true
	);
	expect(
		steps[ 1 ].querySelector( `[name="${ name( 'full-name' ) }"]` )
	).not.toBeNull();

	const progress = document.querySelector( '[data-jf-progress]' )!;
	expect( progress.hasAttribute( 'hidden' ) ).toBe( true );
	expect(
		[ ...progress.querySelectorAll( 'li' ) ].map( ( li ) => [
			li.textContent,
			li.getAttribute( 'aria-current' ),
		] )
	).toEqual( [
		[ 'Your question', 'step' ],
		[ 'About you', null ],
		[ 'Step 3', null ],
	] );
	expect( progress.querySelector( '[aria-live=polite]' )?.textContent ).toBe(
		'Step 1 of 3: Your question'
	);
	// One submit button: the navigation's.
	expect( document.querySelectorAll( '[type=submit]' ) ).toHaveLength( 1 );
} );

it( 'checks the fields of every step (JavaScript path) and names the invalid ones', async () => {
	const { visitor, form } = await site.visit();
	const answer = await submitJson( visitor, form, {
		[ name( 'topic' ) ]: 'Billing',
		[ name( 'full-name' ) ]: '',
		[ name( 'email' ) ]: 'not an address',
	} );
	expect( answer.body ).toMatchObject( { success: false, status: 400 } );
	expect( refusedNames( answer.body ) ).toEqual( [
		name( 'full-name' ),
		name( 'email' ),
	] );
} );

it( 'stores which step each answer came from (JavaScript path)', async () => {
	const { visitor, form } = await site.visit();
	const answer = await submitJson( visitor, form, {
		[ name( 'topic' ) ]: 'Billing',
		[ name( 'full-name' ) ]: 'Stepwise Ada',
		[ name( 'email' ) ]: 'ada@example.com',
		[ name( 'message' ) ]: 'Hello',
	} );
	expect( answer.body ).toMatchObject( { success: true } );
	const detail = await responseDetail( 'Stepwise' );
	expect( stepOfAnswer( detail, 'Topic' ) ).toBe( 'Your question' );
	expect( stepOfAnswer( detail, 'Full name' ) ).toBe( 'About you' );
	expect( stepOfAnswer( detail, 'Message' ) ).toBe( 'Step 3' );
} );

it( 'works without JavaScript: one post with every step, errors shown on the page, then the thank-you', async () => {
	const { visitor, form } = await site.visit();
	const refused = await postForm( visitor, form, {
		[ name( 'topic' ) ]: 'Billing',
		[ name( 'full-name' ) ]: 'Plain Grace',
		[ name( 'email' ) ]: '',
	} );
	expect( refused.status ).toBe( 400 );
	const page = dom( await refused.text() );
	expect(
		page.querySelector( '.contact-form__error' )?.textContent
	).toContain( 'Email' );
	// The visitor's input is kept in its step.
	expect(
		page
			.querySelector(
				`fieldset[data-jf-step="1"] [name="${ name( 'full-name' ) }"]`
			)
			?.getAttribute( 'value' )
	).toBe( 'Plain Grace' );

	const again = await visitForm( visitor, site.postId );
	const sent = await postForm( visitor, again, {
		[ name( 'topic' ) ]: 'Something else',
		[ name( 'full-name' ) ]: 'Plain Grace',
		[ name( 'email' ) ]: 'grace@example.com',
	} );
	expect( sent.status ).toBe( 303 );
	const detail = await responseDetail( 'Plain' );
	expect( stepOfAnswer( detail, 'Email' ) ).toBe( 'About you' );
} );
