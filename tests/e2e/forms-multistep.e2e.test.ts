/**
 * A multi-step form end to end: an editor puts a two-step form with a file field in a post
 * (parsed into the editor), adds a step with the Steps block's "Add step" button and removes it
 * again, and publishes; a visitor is stopped on the first step by its required fields, moves
 * forward and back (the progress indicator's current step and live region follow), attaches a
 * file on the second step and sends the form; axe finds nothing on either step; the
 * administrator finds the response, its step labels and the file on the Feedback screen and in
 * the CSV. The rating field was not committed when this was written: it is not in the form yet.
 */
import type { Page } from 'playwright-core';
import {
	editorCanvas,
	findAccessibilityViolations,
	getEditedBlocks,
	newPost,
	publishPost,
	signIn,
	editorSessionForThisFile,
	titleField,
	watchPageProblems,
} from '../support/e2e';

const session = editorSessionForThisFile( {
	env: { FORMS_MIN_FILL_SECONDS: '1' },
} );
let publishedUrl = '';

const FORM = `<!-- wp:jetpack/contact-form {"subject":"Applications"} -->
<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/form-progress-indicator /-->

<!-- wp:jetpack/form-step-container -->
<div class="jetpack-form-steps-wrapper"><div class="wp-block-jetpack-form-step-container jetpack-form-step-container"><!-- wp:jetpack/form-step {"stepLabel":"About you"} -->
<div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-name {"label":"Name","required":true} /-->

<!-- wp:jetpack/field-email {"label":"Email","required":true} /--></div>
<!-- /wp:jetpack/form-step -->

<!-- wp:jetpack/form-step {"stepLabel":"Your CV"} -->
<div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-file {"required":true,"fileTypes":["pdf"]} -->
<div><!-- wp:jetpack/label {"label":"CV","lock":{"move":true,"remove":true}} /-->

<!-- wp:jetpack/dropzone {"lock":{"move":true,"remove":true}} -->
<div class="wp-block-jetpack-dropzone"><!-- wp:paragraph -->
<p>Drag and drop or click to select a file.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:jetpack/dropzone --></div>
<!-- /wp:jetpack/field-file -->

<!-- wp:jetpack/field-textarea {"label":"Message"} /--></div>
<!-- /wp:jetpack/form-step --></div></div>
<!-- /wp:jetpack/form-step-container -->

<!-- wp:jetpack/form-step-navigation -->
<div class="wp-block-jetpack-form-step-navigation__wrapper"><div class="wp-block-jetpack-form-step-navigation"><!-- wp:button {"tagName":"button","className":"is-style-outline form-button-previous is-previous"} -->
<div class="wp-block-button is-style-outline form-button-previous is-previous"><button type="button" class="wp-block-button__link wp-element-button">Back</button></div>
<!-- /wp:button -->

<!-- wp:button {"tagName":"button","className":"form-button-next is-next"} -->
<div class="wp-block-button form-button-next is-next"><button type="button" class="wp-block-button__link wp-element-button">Next</button></div>
<!-- /wp:button -->

<!-- wp:button {"tagName":"button","type":"submit","className":"form-button-submit is-submit"} -->
<div class="wp-block-button form-button-submit is-submit"><button type="submit" class="wp-block-button__link wp-element-button">Apply</button></div>
<!-- /wp:button --></div></div>
<!-- /wp:jetpack/form-step-navigation --></div>
<!-- /wp:jetpack/contact-form -->`;

const PDF = Buffer.from( '%PDF-1.4\n% a CV\n%%EOF\n' );

function countSteps( blocks: Awaited< ReturnType< typeof getEditedBlocks > > ) {
	let count = 0;
	const walk = ( list: typeof blocks ) =>
		list.forEach( ( block ) => {
			count += block.name === 'jetpack/form-step' ? 1 : 0;
			walk( block.innerBlocks );
		} );
	walk( blocks );
	return count;
}

async function progressOf( page: Page ) {
	return page.evaluate( () => ( {
		current: document.querySelector(
			'[data-jf-progress] [aria-current=step]'
		)?.textContent,
		live: document.querySelector( '[data-jf-progress] [aria-live=polite]' )
			?.textContent,
		visible: Array.from(
			document.querySelectorAll< HTMLElement >( 'fieldset[data-jf-step]' )
		)
			.filter( ( step ) => ! step.hidden )
			.map( ( step ) => step.querySelector( 'legend' )?.textContent ),
	} ) );
}

describe( 'Multi-step form', () => {
	it( 'is put in a post, gets a step added and removed, and is published', async () => {
		const { site, page, problems } = session;
		await signIn( page, site, site.editor.user, site.editor.password );
		await newPost( page, site );
		await titleField( page ).fill( 'Apply' );
		await page.evaluate( ( content ) => {
			const { wp } = window as unknown as {
				wp: {
					blocks: { parse: ( html: string ) => unknown[] };
					data: {
						dispatch: ( store: string ) => {
							resetBlocks: ( blocks: unknown[] ) => void;
						};
					};
				};
			};
			wp.data
				.dispatch( 'core/block-editor' )
				.resetBlocks( wp.blocks.parse( content ) );
		}, FORM );
		expect( countSteps( await getEditedBlocks( page ) ) ).toBe( 2 );

		await editorCanvas( page )
			.getByRole( 'button', { name: 'Add step' } )
			.click();
		expect( countSteps( await getEditedBlocks( page ) ) ).toBe( 3 );
		// The new step is a block like any other: removed with the block tools.
		await page.keyboard.press( 'Escape' );
		await page.evaluate( () => {
			const { wp } = window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getBlocksByName: ( name: string ) => string[];
						};
						dispatch: ( store: string ) => {
							removeBlock: ( id: string ) => void;
						};
					};
				};
			};
			const steps = wp.data
				.select( 'core/block-editor' )
				.getBlocksByName( 'jetpack/form-step' );
			wp.data
				.dispatch( 'core/block-editor' )
				.removeBlock( steps[ steps.length - 1 ] );
		} );
		expect( countSteps( await getEditedBlocks( page ) ) ).toBe( 2 );

		publishedUrl = await publishPost( page );
		expect( publishedUrl ).toContain( '/apply' );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'takes a visitor through both steps, checking each, and sends the file', async () => {
		const visitor = await session.browser.newPage();
		const problems = watchPageProblems( visitor );
		await visitor.goto( publishedUrl );
		await visitor.locator( 'form.is-multistep-active' ).waitFor();
		expect( await progressOf( visitor ) ).toEqual( {
			current: 'About you',
			live: 'Step 1 of 2: About you',
			visible: [ 'About you' ],
		} );
		expect(
			await findAccessibilityViolations( visitor, { include: 'form' } )
		).toEqual( [] );

		// Next checks this step only.
		await visitor.getByRole( 'button', { name: 'Next' } ).click();
		await expect(
			visitor.getByRole( 'alert' ).first().textContent()
		).resolves.toContain( 'Name' );
		expect( ( await progressOf( visitor ) ).visible ).toEqual( [
			'About you',
		] );

		await visitor.getByLabel( 'Name' ).fill( 'Ada Steps' );
		await visitor.getByLabel( 'Email' ).fill( 'ada@example.com' );
		await visitor.getByRole( 'button', { name: 'Next' } ).click();
		expect( await progressOf( visitor ) ).toEqual( {
			current: 'Your CV',
			live: 'Step 2 of 2: Your CV',
			visible: [ 'Your CV' ],
		} );
		expect(
			await findAccessibilityViolations( visitor, { include: 'form' } )
		).toEqual( [] );

		await visitor.getByRole( 'button', { name: 'Back' } ).click();
		expect( ( await progressOf( visitor ) ).visible ).toEqual( [
			'About you',
		] );
		await expect( visitor.getByLabel( 'Name' ).inputValue() ).resolves.toBe(
			'Ada Steps'
		);
		await visitor.getByRole( 'button', { name: 'Next' } ).click();

		await visitor.getByLabel( /^CV/ ).setInputFiles( {
			name: 'ada-cv.pdf',
			mimeType: 'application/pdf',
			buffer: PDF,
		} );
		await visitor.getByText( 'ada-cv.pdf' ).waitFor();
		await visitor.getByLabel( 'Message' ).fill( 'Hello in two steps.' );
		await visitor.waitForTimeout( 1200 );
		await visitor.getByRole( 'button', { name: 'Apply' } ).click();
		await visitor.getByText( 'Your message has been sent' ).waitFor();
		expect( problems.unexpected() ).toEqual( [] );
		await visitor.close();
	} );

	it( 'shows the response with its steps and file on the Feedback screen and in the CSV', async () => {
		const { site, browser } = session;
		const admin = await browser.newPage();
		await signIn( admin, site, site.admin.user, site.admin.password );
		await admin.goto(
			`${ site.url }/wp-admin/edit.php?post_type=feedback`
		);
		await admin.getByText( 'Ada Steps' ).first().waitFor();
		const detail = await admin
			.locator( 'a[href*="view=response"]' )
			.first()
			.getAttribute( 'href' );
		await admin.goto( new URL( detail as string, admin.url() ).href );
		await admin.getByRole( 'link', { name: /ada-cv\.pdf/ } ).waitFor();
		await admin.getByText( 'Your CV' ).first().waitFor();
		await admin.getByText( 'About you' ).first().waitFor();

		await admin.goto(
			`${ site.url }/wp-admin/edit.php?post_type=feedback`
		);
		const exportHref = await admin
			.locator( 'a[href*="export=csv"]' )
			.first()
			.getAttribute( 'href' );
		const csv = await admin.request.get(
			new URL( exportHref as string, admin.url() ).href
		);
		const text = await csv.text();
		expect( text ).toContain( 'Ada Steps' );
		expect( text ).toContain( 'ada-cv.pdf' );
		await admin.close();
	} );
} );
