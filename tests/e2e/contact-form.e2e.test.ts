/**
 * Forms end to end: an editor builds a form from the Contact Form template, which gets the
 * default recipient and subject from the editor's stores, and sets its recipient; visitors
 * submit it with JavaScript and without, meet the server's error for an address the browser
 * lets through, then the thank-you; the administrator finds both responses on the Feedback
 * screen and in its CSV export. axe checks the published form.
 */
import type { Page } from 'playwright-core';
import {
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	findAccessibilityViolations,
	getEditedBlocks,
	publishPost,
	selectFirstBlock,
	signIn,
	watchPageProblems,
} from '../support/e2e';

// One second is the shortest fill time the spam defence accepts in this site.
const session = editorSessionForThisFile( {
	env: { FORMS_MIN_FILL_SECONDS: '1' },
} );
let publishedUrl = '';

async function fillForm( page: Page, name: string, email: string ) {
	const form = page
		.locator( 'form.wp-block-jetpack-contact-form, form' )
		.first();
	await form.getByLabel( 'Name' ).fill( name );
	await form.getByLabel( 'Email' ).fill( email );
	await form.getByLabel( 'Message' ).fill( `A message from ${ name }.` );
	// The spam defence refuses forms sent faster than a person types.
	await page.waitForTimeout( 1200 );
	return form;
}

describe( 'Contact Form', () => {
	it( 'is built from the Contact Form template with a recipient', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Contact us', [ 'form', 'Form' ] );
		await editorCanvas( page )
			.getByRole( 'button', { name: 'Contact Form' } )
			.click();

		const [ form ] = await getEditedBlocks( page );
		expect( form.name ).toBe( 'jetpack/contact-form' );
		expect( form.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-textarea',
			'jetpack/button',
		] );
		// Fields are made in Jetpack's current shape: a label and an input block each.
		expect(
			form.innerBlocks
				.slice( 0, 3 )
				.map( ( field ) =>
					field.innerBlocks.map( ( part ) => part.name ).join( ' ' )
				)
		).toEqual( [
			'jetpack/label jetpack/input',
			'jetpack/label jetpack/input',
			'jetpack/label jetpack/input',
		] );

		// Select the form itself and set where responses are emailed.
		await selectFirstBlock( page );
		const recipient = page.getByLabel( 'Email address to send to' );
		// The defaults, from the editor's core-data and core/editor stores as in WordPress: the
		// post author (the editor, on a new post) and "[Site title] Post title".
		await page.waitForFunction( () => {
			const { wp } = window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getBlocks: () => Array< {
								attributes: Record< string, unknown >;
							} >;
						};
					};
				};
			};
			const [ block ] = wp.data.select( 'core/block-editor' ).getBlocks();
			return block?.attributes.to && block?.attributes.subject;
		} );
		const [ withDefaults ] = await getEditedBlocks( page );
		expect( withDefaults.attributes ).toMatchObject( {
			to: 'editor@example.com',
			subject: '[Block Suite] Contact us',
		} );
		await expect( recipient.inputValue() ).resolves.toBe(
			'editor@example.com'
		);
		await recipient.fill( 'owner@example.com' );
		await recipient.press( 'Tab' );
		const [ configured ] = await getEditedBlocks( page );
		expect( configured.attributes.to ).toBe( 'owner@example.com' );

		publishedUrl = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'has no accessibility violations on the published page', async () => {
		const visitor = await session.browser.newPage();
		await visitor.goto( publishedUrl );
		expect(
			await findAccessibilityViolations( visitor, { include: 'form' } )
		).toEqual( [] );
		await visitor.close();
	} );

	it( 'takes a submission in place with JavaScript, after refusing a bad address in the browser', async () => {
		const visitor = await session.browser.newPage();
		const problems = watchPageProblems( visitor );
		const posts: string[] = [];
		visitor.on( 'request', ( request ) => {
			if ( request.method() === 'POST' ) {
				posts.push( request.url() );
			}
		} );
		await visitor.goto( publishedUrl );
		// An address the browser's own type=email check lets through, but the server's rule does not.
		let form = await fillForm( visitor, 'Jules Script', 'jules@example' );
		await form.getByRole( 'button', { name: 'Contact Us' } ).click();
		const email = visitor.getByLabel( 'Email' );
		await expect(
			visitor.getByRole( 'alert' ).first().waitFor()
		).resolves.toBeUndefined();
		await expect( email.getAttribute( 'aria-invalid' ) ).resolves.toBe(
			'true'
		);
		await expect(
			visitor.getByRole( 'alert' ).first().textContent()
		).resolves.toContain( 'Email: Please enter a valid email address.' );
		// Checked before sending: nothing reached the server, nothing in the console.
		expect( posts ).toEqual( [] );
		expect( problems.unexpected() ).toEqual( [] );

		// A refusal from the server (the same captured token sent again with other values) is
		// shown without a failed request in the console.
		const token = await form
			.locator( 'input[name="contact-form-token"]' )
			.inputValue();
		form = await fillForm( visitor, 'Jules Script', 'jules@example.com' );
		await form.getByRole( 'button', { name: 'Contact Us' } ).click();
		await visitor.getByText( 'Your message has been sent' ).waitFor();
		// Submitted in place: still the same page, no navigation.
		expect( visitor.url() ).toBe( publishedUrl );
		expect( posts ).toHaveLength( 1 );

		await visitor.reload();
		problems.clear();
		const second = visitor.locator( 'form' ).first();
		await second
			.locator( 'input[name="contact-form-token"]' )
			.evaluate(
				( input: HTMLInputElement, value ) => ( input.value = value ),
				token
			);
		form = await fillForm( visitor, 'Someone Else', 'else@example.com' );
		await form.getByRole( 'button', { name: 'Contact Us' } ).click();
		await expect(
			visitor.getByRole( 'alert' ).first().textContent()
		).resolves.toContain( 'This form was already sent.' );
		expect( problems.unexpected() ).toEqual( [] );
		await visitor.close();
	} );

	it( 'takes a submission without JavaScript', async () => {
		const context = await session.browser.newContext( {
			javaScriptEnabled: false,
		} );
		const visitor = await context.newPage();
		await visitor.goto( publishedUrl );
		let form = await fillForm( visitor, 'Nora Plain', 'nora@example' );
		await form.getByRole( 'button', { name: 'Contact Us' } ).click();
		await visitor.waitForLoadState();
		await expect( visitor.getByLabel( 'Name' ).inputValue() ).resolves.toBe(
			'Nora Plain'
		);
		await expect(
			visitor.getByLabel( 'Email' ).getAttribute( 'aria-invalid' )
		).resolves.toBe( 'true' );

		form = await fillForm( visitor, 'Nora Plain', 'nora@example.com' );
		await form.getByRole( 'button', { name: 'Contact Us' } ).click();
		await visitor.getByText( 'Your message has been sent' ).waitFor();
		// Post/redirect/get: the thank-you has its own address, so reloading sends nothing again.
		expect( visitor.url() ).toContain( '?contact-form-sent=' );
		expect( visitor.url() ).not.toContain( 'admin-post.php' );
		const reload = await visitor.reload();
		expect( reload?.request().method() ).toBe( 'GET' );
		await visitor.getByText( 'Your message has been sent' ).waitFor();
		await visitor.getByText( 'nora@example.com' ).waitFor();
		await context.close();
	} );

	it( 'shows both responses to the administrator and exports them as CSV', async () => {
		const { site, browser } = session;
		const admin = await browser.newPage();
		await signIn( admin, site, site.admin.user, site.admin.password );
		await admin.goto(
			`${ site.url }/wp-admin/edit.php?post_type=feedback`
		);
		await admin.getByText( 'Jules Script' ).first().waitFor();
		await admin.getByText( 'Nora Plain' ).first().waitFor();

		const exportHref = await admin
			.locator( 'a[href*="export=csv"]' )
			.first()
			.getAttribute( 'href' );
		expect( exportHref ).toBeTruthy();
		const csv = await admin.request.get(
			new URL( exportHref as string, admin.url() ).href
		);
		expect( csv.status() ).toBe( 200 );
		const text = await csv.text();
		expect( text.charCodeAt( 0 ) ).toBe( 0xfeff );
		expect( text ).toContain( 'Jules Script' );
		expect( text ).toContain( 'jules@example.com' );
		expect( text ).toContain( 'Nora Plain' );
		expect( text ).toContain( 'nora@example.com' );
		await admin.close();
	} );
} );
