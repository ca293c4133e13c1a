/**
 * The multi-step form with JavaScript (blocks/contact-form/view.ts and the steps chunk it loads,
 * view-chunks/steps.ts, bundled as the build does) in jsdom, on the page the real server sends
 * for the `current-multistep` fixture (three steps), its fetch going to that server: one step
 * shown at a time, the progress indicator's current step (aria-current="step") and polite live
 * region ("Step 2 of 3: About you") following; Next checks only the current step, Enter in a
 * field acts as Next before the last step, Back never checks; errors found by the browser or
 * answered by the server on the last step open the step of the first invalid field. The chunk
 * comes from beside the view script; until it has loaded the form is as without JavaScript and
 * a submit waits for it; when it cannot load, the form stays so and is checked and sent whole.
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
	type ViewPage,
} from './support/view-page';

jest.setTimeout( 30000 );

const MULTISTEP = contactFormFixture( 'current-multistep' );

const site = formsSiteForThisFile( [ 'admin' ] );
let postId: number;

beforeAll( async () => {
	viewScript( 'contact-form' );
	( { id: postId } = await publishPost( site.admin, MULTISTEP ) );
} );

async function openForm(
	prepare?: ( document: Document ) => void,
	chunks?: ChunkLoading
): Promise< ViewPage > {
	const url = `${ site.testSite.url }/?p=${ postId }`;
	return openViewPage(
		await pageHtml( url ),
		url,
		viewScript( 'contact-form' ),
		prepare,
		chunks
	);
}

function control< T extends Element = HTMLInputElement >(
	{ document }: ViewPage,
	slug: string
): T {
	return document.querySelector< T >( `[name="g${ postId }-${ slug }"]` )!;
}

/** What a visitor and a screen reader are told about the steps. */
function progressOf( { document }: ViewPage ) {
	const progress =
		document.querySelector< HTMLElement >( '[data-jf-progress]' )!;
	return {
		hidden: progress.hidden,
		current: [ ...progress.querySelectorAll( '[aria-current=step]' ) ].map(
			( item ) => item.textContent
		),
		complete: [ ...progress.querySelectorAll( '.is-complete' ) ].map(
			( item ) => item.textContent
		),
		live: progress.querySelector( '[aria-live=polite]' )?.textContent,
		visible: [
			...document.querySelectorAll< HTMLFieldSetElement >(
				'fieldset[data-jf-step]'
			),
		]
			.filter( ( step ) => ! step.hidden )
			.map( ( step ) => step.querySelector( 'legend' )?.textContent ),
	};
}

function buttons( { document }: ViewPage ) {
	const shown = ( selector: string ) =>
		! document.querySelector< HTMLElement >( selector )!.hidden;
	return {
		back: shown( '.is-previous' ),
		next: shown( '.is-next' ),
		submit: shown( '.is-submit' ),
	};
}

function click( page: ViewPage, selector: string ) {
	page.document
		.querySelector< HTMLButtonElement >( `${ selector } button` )!
		.click();
}

/** Enter in a text field: the browser submits the form (implicit submission). */
function pressEnter( page: ViewPage ) {
	page.document.querySelector( 'form[data-jf-form]' )!.dispatchEvent(
		new page.window.Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} )
	);
}

const summary = ( { document }: ViewPage ) =>
	document.querySelector< HTMLElement >( '.contact-form__error' );

const focusedLegend = ( page: ViewPage ) => {
	const focused = page.document.activeElement;
	return focused?.tagName === 'LEGEND' ? focused.textContent : null;
};

it( 'shows the first step only, with the progress indicator saying so', async () => {
	const page = await openForm();
	expect(
		page.document
			.querySelector( 'form[data-jf-form]' )!
			.classList.contains( 'is-multistep-active' )
	).toBe( true );
	expect( progressOf( page ) ).toEqual( {
		hidden: false,
		current: [ 'Your question' ],
		complete: [],
		live: 'Step 1 of 3: Your question',
		visible: [ 'Your question' ],
	} );
	expect( buttons( page ) ).toEqual( {
		back: false,
		next: true,
		submit: false,
	} );
	page.window.close();
} );

it( 'moves on with Next only when the current step is valid, then marks the new step current and announces it', async () => {
	const page = await openForm();
	click( page, '.is-next' );
	expect( progressOf( page ).visible ).toEqual( [ 'Your question' ] );
	expect( summary( page )?.getAttribute( 'role' ) ).toBe( 'alert' );
	expect( summary( page )?.textContent ).toContain(
		'Topic: This field is required.'
	);
	// Only this step's fields are checked: nothing about the later ones.
	expect( summary( page )?.textContent ).not.toContain( 'Full name' );
	expect( page.sent ).toEqual( [] );

	control< HTMLSelectElement >( page, 'topic' ).value = 'Billing';
	click( page, '.is-next' );
	expect( summary( page ) ).toBeNull();
	expect( progressOf( page ) ).toEqual( {
		hidden: false,
		current: [ 'About you' ],
		complete: [ 'Your question' ],
		live: 'Step 2 of 3: About you',
		visible: [ 'About you' ],
	} );
	expect( focusedLegend( page ) ).toBe( 'About you' );
	expect( buttons( page ) ).toEqual( {
		back: true,
		next: true,
		submit: false,
	} );
	page.window.close();
} );

it( 'goes back without checking the step it leaves, keeping what was typed', async () => {
	const page = await openForm();
	control< HTMLSelectElement >( page, 'topic' ).value = 'Billing';
	click( page, '.is-next' );
	control( page, 'email' ).value = 'not an address';
	click( page, '.is-previous' );
	expect( summary( page ) ).toBeNull();
	expect( page.document.querySelector( '[aria-invalid]' ) ).toBeNull();
	expect( progressOf( page ) ).toMatchObject( {
		current: [ 'Your question' ],
		live: 'Step 1 of 3: Your question',
		visible: [ 'Your question' ],
	} );
	expect( focusedLegend( page ) ).toBe( 'Your question' );
	expect( control( page, 'email' ).value ).toBe( 'not an address' );
	page.window.close();
} );

it( 'treats Enter before the last step as Next: checks the step, moves on, sends nothing', async () => {
	const page = await openForm();
	pressEnter( page );
	expect( progressOf( page ).visible ).toEqual( [ 'Your question' ] );
	expect( summary( page )?.textContent ).toContain( 'Topic' );

	control< HTMLSelectElement >( page, 'topic' ).value = 'Billing';
	pressEnter( page );
	expect( progressOf( page ).live ).toBe( 'Step 2 of 3: About you' );

	control( page, 'full-name' ).value = 'Ada';
	control( page, 'email' ).value = 'ada@example.com';
	pressEnter( page );
	expect( progressOf( page ) ).toMatchObject( {
		current: [ 'Step 3' ],
		live: 'Step 3 of 3: Step 3',
		visible: [ 'Step 3' ],
	} );
	expect( buttons( page ) ).toEqual( {
		back: true,
		next: false,
		submit: true,
	} );
	expect( page.sent ).toEqual( [] );
	page.window.close();
} );

async function toLastStep( page: ViewPage, email = 'ada@example.com' ) {
	control< HTMLSelectElement >( page, 'topic' ).value = 'Billing';
	click( page, '.is-next' );
	control( page, 'full-name' ).value = 'Ada Steps';
	control( page, 'email' ).value = email;
	click( page, '.is-next' );
	expect( progressOf( page ).visible ).toEqual( [ 'Step 3' ] );
}

it( 'opens the step of a field the browser finds invalid when the form is sent', async () => {
	const page = await openForm();
	await toLastStep( page );
	// Changed behind the visitor's back (autofill, another script): found on sending.
	control( page, 'email' ).value = 'ada@';
	click( page, '.is-submit' );
	expect( page.sent ).toEqual( [] );
	expect( progressOf( page ) ).toMatchObject( {
		current: [ 'About you' ],
		live: 'Step 2 of 3: About you',
		visible: [ 'About you' ],
	} );
	expect( control( page, 'email' ).getAttribute( 'aria-invalid' ) ).toBe(
		'true'
	);
	expect( page.document.activeElement ).toBe( summary( page ) );
	page.window.close();
} );

it( 'opens the step of a field the server refuses, and sends again once it is corrected', async () => {
	// The email field's type hidden from the script: only the server checks it.
	const page = await openForm( ( document ) =>
		document
			.querySelector( `[data-jf-field="g${ postId }-email"]` )!
			.removeAttribute( 'data-jf-type' )
	);
	await toLastStep( page, 'not an address' );
	click( page, '.is-submit' );
	await waitFor( async () => summary( page ) );
	expect( page.sent ).toHaveLength( 1 );
	expect( summary( page )?.textContent ).toContain(
		'Email: Please enter a valid email address.'
	);
	expect( progressOf( page ) ).toMatchObject( {
		current: [ 'About you' ],
		visible: [ 'About you' ],
	} );
	expect( control( page, 'email' ).getAttribute( 'aria-invalid' ) ).toBe(
		'true'
	);

	control( page, 'email' ).value = 'ada@example.com';
	click( page, '.is-next' );
	click( page, '.is-submit' );
	await expectThankYou( page );
	expect( page.sent ).toHaveLength( 2 );
	page.window.close();
} );

/** Waits for the thank-you the page shows in place of the form. */
async function expectThankYou( page: ViewPage ) {
	const thanks = await waitFor( async () =>
		page.document.querySelector( '.contact-form-submission' )
	);
	expect( thanks?.querySelector( 'h3' )?.textContent ).toBe(
		'Your message has been sent'
	);
}

const multistepActive = ( { document }: ViewPage ) =>
	document
		.querySelector( 'form[data-jf-form]' )!
		.classList.contains( 'is-multistep-active' );

/** What a visitor without JavaScript sees: every step, Back and Next hidden by CSS, no progress. */
function expectEveryStepShown( page: ViewPage ) {
	expect( multistepActive( page ) ).toBe( false );
	expect( progressOf( page ) ).toMatchObject( {
		hidden: true,
		visible: [ 'Your question', 'About you', 'Step 3' ],
	} );
	expect(
		page.document.querySelector< HTMLElement >( '.is-submit' )!.hidden
	).toBe( false );
}

it( 'loads the steps chunk from beside the view script, and nothing else', async () => {
	const page = await openForm();
	expect( page.imported ).toEqual( [
		`${ site.testSite.url }/build/blocks/contact-form/steps.js`,
	] );
	page.window.close();
} );

it( 'shows every step until the chunk has loaded; a submit meanwhile waits, then acts as Next', async () => {
	const page = await openForm( undefined, 'hold' );
	expectEveryStepShown( page );
	pressEnter( page );
	const form = page.document.querySelector( 'form[data-jf-form]' )!;
	expect( form.getAttribute( 'aria-busy' ) ).toBe( 'true' );
	expect( summary( page ) ).toBeNull();
	expect( page.sent ).toEqual( [] );

	await page.releaseChunks();
	expect( form.hasAttribute( 'aria-busy' ) ).toBe( false );
	expect( multistepActive( page ) ).toBe( true );
	expect( progressOf( page ).visible ).toEqual( [ 'Your question' ] );
	// Only the first step was checked, as Next checks it.
	expect( summary( page )?.textContent ).toContain( 'Topic' );
	expect( summary( page )?.textContent ).not.toContain( 'Full name' );
	expect( page.sent ).toEqual( [] );
	page.window.close();
} );

it( 'keeps every step shown when the chunk cannot load, and checks and sends the form whole', async () => {
	const page = await openForm( undefined, 'fail' );
	expectEveryStepShown( page );
	pressEnter( page );
	expect( page.sent ).toEqual( [] );
	expect( summary( page )?.textContent ).toContain(
		'Topic: This field is required.'
	);
	expect( summary( page )?.textContent ).toContain(
		'Full name: This field is required.'
	);
	expectEveryStepShown( page );

	control< HTMLSelectElement >( page, 'topic' ).value = 'Billing';
	control( page, 'full-name' ).value = 'Ada Whole';
	control( page, 'email' ).value = 'ada@example.com';
	click( page, '.is-submit' );
	await expectThankYou( page );
	expect( page.sent ).toHaveLength( 1 );
	page.window.close();
} );
