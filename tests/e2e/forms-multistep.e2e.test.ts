/**
 * A multi-step form end to end: an editor puts a two-step form in a post (the first step asks
 * who the visitor is, the second takes a file, a star rating and a message), adds a step with
 * the Steps block's "Add step" button, moves it up with the block toolbar's "Move up" and
 * deletes it from the toolbar's Options menu, as an author does, and publishes. A visitor is
 * stopped on the first step by its required fields, moves forward and back (the progress
 * indicator's current step and live region follow), attaches a file, rates with the arrow keys
 * and sends the form; axe finds nothing on either step nor on the errors. When the steps chunk
 * (steps.js) cannot load, the visitor gets the form as without JavaScript: every step at once,
 * checked whole. The administrator finds the response, its steps, the file and the rating on
 * the Feedback screen and in the CSV.
 */
import type { Page } from 'playwright-core';
import {
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	findAccessibilityViolations,
	getEditedBlocks,
	publishPost,
	signIn,
	watchPageProblems,
	STEP_NAVIGATION,
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

<!-- wp:jetpack/field-rating {"required":true} -->
<div><!-- wp:jetpack/label {"label":"How was applying?"} /-->

<!-- wp:jetpack/input-rating /--></div>
<!-- /wp:jetpack/field-rating -->

<!-- wp:jetpack/field-textarea {"label":"Message"} /--></div>
<!-- /wp:jetpack/form-step --></div></div>
<!-- /wp:jetpack/form-step-container -->

${ STEP_NAVIGATION }</div>
<!-- /wp:jetpack/contact-form -->`;

const PDF = Buffer.from( '%PDF-1.4\n% a CV\n%%EOF\n' );

/** The steps of the edited form, by label (`null` for a step without one). */
function stepLabels(
	blocks: Awaited< ReturnType< typeof getEditedBlocks > >
): Array< string | null > {
	return blocks.flatMap( ( block ) =>
		block.name === 'jetpack/form-step'
			? [ ( block.attributes.stepLabel as string | undefined ) ?? null ]
			: stepLabels( block.innerBlocks )
	);
}

/** Rows of a CSV export (quoted fields with doubled quotes, CRLF between records). */
function csvRows( text: string ): string[][] {
	const rows: string[][] = [ [] ];
	let cell = '';
	let quoted = false;
	for ( let index = 0; index < text.length; index++ ) {
		const char = text[ index ];
		if ( quoted ) {
			if ( char === '"' && text[ index + 1 ] === '"' ) {
				cell += '"';
				index++;
			} else if ( char === '"' ) {
				quoted = false;
			} else {
				cell += char;
			}
		} else if ( char === '"' ) {
			quoted = true;
		} else if ( char === ',' ) {
			rows[ rows.length - 1 ].push( cell );
			cell = '';
		} else if ( char === '\n' ) {
			rows[ rows.length - 1 ].push( cell.replace( /\r$/, '' ) );
			cell = '';
			rows.push( [] );
		} else {
			cell += char;
		}
	}
	rows[ rows.length - 1 ].push( cell );
	return rows.filter( ( row ) => row.some( Boolean ) );
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
	it( 'is put in a post, gets a step added, moved and deleted with the block tools, and is published', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Apply' );
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
		expect( stepLabels( await getEditedBlocks( page ) ) ).toEqual( [
			'About you',
			'Your CV',
		] );

		// The new step comes last and selected, with its block toolbar.
		await editorCanvas( page )
			.getByRole( 'button', { name: 'Add step' } )
			.click();
		expect( stepLabels( await getEditedBlocks( page ) ) ).toEqual( [
			'About you',
			'Your CV',
			null,
		] );
		const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
		await toolbar.getByRole( 'button', { name: 'Move up' } ).click();
		expect( stepLabels( await getEditedBlocks( page ) ) ).toEqual( [
			'About you',
			null,
			'Your CV',
		] );
		await toolbar.getByRole( 'button', { name: 'Options' } ).click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		expect( stepLabels( await getEditedBlocks( page ) ) ).toEqual( [
			'About you',
			'Your CV',
		] );

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
		expect(
			await findAccessibilityViolations( visitor, { include: 'form' } )
		).toEqual( [] );

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
		// Stars are radio buttons: focus the first, the arrow keys move and choose.
		await visitor.getByRole( 'radio', { name: '1 of 5 stars' } ).focus();
		for ( let press = 0; press < 3; press++ ) {
			await visitor.keyboard.press( 'ArrowRight' );
		}
		await expect(
			visitor.getByRole( 'radio', { name: '4 of 5 stars' } ).isChecked()
		).resolves.toBe( true );
		await expect(
			visitor
				.getByRole( 'radio', { name: '4 of 5 stars' } )
				.evaluate(
					( radio ) => radio === radio.ownerDocument.activeElement
				)
		).resolves.toBe( true );
		await visitor.getByLabel( 'Message' ).fill( 'Hello in two steps.' );
		expect(
			await findAccessibilityViolations( visitor, { include: 'form' } )
		).toEqual( [] );
		await visitor.waitForTimeout( 1200 );
		await visitor.getByRole( 'button', { name: 'Apply' } ).click();
		await visitor.getByText( 'Your message has been sent' ).waitFor();
		expect( problems.unexpected() ).toEqual( [] );
		await visitor.close();
	} );

	it( 'gives every step at once, checked whole, when the steps chunk cannot load', async () => {
		const context = await session.browser.newContext();
		const chunks: string[] = [];
		await context.route(
			'**/build/blocks/contact-form/*.js*',
			( route ) => {
				const url = new URL( route.request().url() );
				if ( url.pathname.endsWith( '/view.js' ) ) {
					return route.continue();
				}
				chunks.push( url.pathname );
				return route.abort( 'failed' );
			}
		);
		const visitor = await context.newPage();
		await visitor.goto( publishedUrl );
		await visitor.waitForLoadState( 'networkidle' );
		expect( chunks ).toEqual( [ '/build/blocks/contact-form/steps.js' ] );
		await expect(
			visitor.locator( 'form' ).getAttribute( 'class' )
		).resolves.not.toContain( 'is-multistep-active' );
		expect( ( await progressOf( visitor ) ).visible ).toEqual( [
			'About you',
			'Your CV',
		] );
		await expect(
			visitor.locator( '[data-jf-progress]' ).isVisible()
		).resolves.toBe( false );
		await expect(
			visitor.getByRole( 'button', { name: 'Next' } ).isVisible()
		).resolves.toBe( false );
		await expect(
			visitor.getByRole( 'button', { name: 'Back' } ).isVisible()
		).resolves.toBe( false );

		await visitor.getByRole( 'button', { name: 'Apply' } ).click();
		const alert = visitor.getByRole( 'alert' ).first();
		await expect( alert.textContent() ).resolves.toContain( 'Name' );
		await expect( alert.textContent() ).resolves.toContain(
			'How was applying?'
		);
		await context.close();
	} );

	it( 'shows the response with its steps, file and rating on the Feedback screen and in the CSV', async () => {
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
		const answers = await admin.evaluate( () =>
			Object.fromEntries(
				Array.from(
					document.querySelectorAll( '.response-fields tr' ),
					( row ) => [
						row.querySelector( 'th' )?.firstChild?.textContent,
						{
							step: row.querySelector( '.response-field__step' )
								?.textContent,
							value: row.querySelector( 'td' )?.textContent,
						},
					]
				)
			)
		);
		expect( answers ).toMatchObject( {
			Name: { step: 'About you', value: 'Ada Steps' },
			'How was applying?': { step: 'Your CV', value: '4' },
			Message: { step: 'Your CV', value: 'Hello in two steps.' },
		} );

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
		const [ header, row ] = csvRows(
			( await csv.text() ).replace( /^\uFEFF/, '' )
		);
		const column = ( label: string ) => row[ header.indexOf( label ) ];
		expect( column( 'Name' ) ).toBe( 'Ada Steps' );
		expect( column( 'How was applying?' ) ).toBe( '4' );
		expect( column( 'CV' ) ).toContain( 'ada-cv.pdf' );
		await admin.close();
	} );
} );
