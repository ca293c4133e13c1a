/**
 * The editor, the admin screen and the Feedback screen on a phone (390 × 844): the page never
 * scrolls sideways, every control of the editor's top bar is on screen and takes clicks (before
 * and after publishing), the settings sidebar and the left panels open over the whole width, the
 * admin sections stack in one column, and a response on the Feedback screen reads as a row of
 * labelled lines instead of a table wider than the phone.
 *
 * node scripts/build.mjs && npx jest -c jest.config.js tests/e2e/small-screens --selectProjects e2e --runInBand
 */
import type { Locator, Page } from 'playwright-core';
import {
	editorSessionForThisFile,
	newPost,
	publishPost,
	signIn,
	titleField,
} from '../support/e2e';

const WIDTH = 390;
// One second is the shortest fill time the spam defence accepts in this site.
const session = editorSessionForThisFile( {
	env: { FORMS_MIN_FILL_SECONDS: '1' },
} );

beforeAll( async () => {
	const { page, site } = session;
	await page.setViewportSize( { width: WIDTH, height: 844 } );
	await signIn( page, site, site.admin.user, site.admin.password );
} );

/** How wide the page lays out: more than the viewport means it scrolls sideways. */
function pageWidth( page: Page ) {
	return page.evaluate( () =>
		Math.max(
			document.documentElement.scrollWidth,
			document.body.scrollWidth
		)
	);
}

/**
 * Where the element is, whether all of it is inside the viewport and whether a click at its
 * middle reaches it (nothing covers it, nothing clips it away).
 * @param locator the element
 */
function placement( locator: Locator ) {
	return locator.evaluate( ( element ) => {
		// Scrolled to vertically only: a page that needs sideways scrolling must show it.
		const before = element.getBoundingClientRect();
		if ( before.top < 0 || before.bottom > window.innerHeight ) {
			window.scrollBy( 0, before.top - window.innerHeight / 2 );
		}
		const box = element.getBoundingClientRect();
		const hit = document.elementFromPoint(
			box.left + box.width / 2,
			box.top + box.height / 2
		);
		return {
			left: Math.round( box.left ),
			right: Math.round( box.right ),
			width: Math.round( box.width ),
			inViewport:
				box.width > 0 &&
				box.left >= 0 &&
				box.right <= window.innerWidth &&
				box.top >= 0 &&
				box.bottom <= window.innerHeight,
			clickable: !! hit && element.contains( hit ),
		};
	} );
}

/** The names of the controls that are off screen or covered, with where they are. */
async function unreachable(
	page: Page,
	controls: Array< [ string, string ] >
) {
	const problems: string[] = [];
	for ( const [ role, name ] of controls ) {
		const found = await placement(
			page
				.getByRole( role as 'button' | 'link', { name, exact: true } )
				.first()
		);
		if ( ! found.inViewport || ! found.clickable ) {
			problems.push( `${ name }: ${ JSON.stringify( found ) }` );
		}
	}
	return problems;
}

const TOOLS: Array< [ string, string ] > = [
	[ 'button', 'Block Inserter' ],
	[ 'button', 'Undo' ],
	[ 'button', 'Redo' ],
	[ 'button', 'Document Overview' ],
	[ 'button', 'Settings' ],
];

describe( 'at 390 px wide', () => {
	it( 'keeps every control of the editor’s top bar on screen and clickable', async () => {
		const { page, site } = session;
		await newPost( page, site );
		await titleField( page ).fill( 'From my phone' );
		expect( await pageWidth( page ) ).toBeLessThanOrEqual( WIDTH );
		expect(
			await unreachable( page, [
				[ 'link', 'Back to posts' ],
				...TOOLS,
				[ 'button', 'Save draft' ],
				[ 'button', 'Publish' ],
			] )
		).toEqual( [] );

		await publishPost( page );
		await titleField( page ).fill( 'From my phone, edited' );
		expect( await pageWidth( page ) ).toBeLessThanOrEqual( WIDTH );
		expect(
			await unreachable( page, [
				...TOOLS,
				[ 'link', 'View post' ],
				[ 'button', 'Update' ],
			] )
		).toEqual( [] );
	} );

	it( 'opens the settings sidebar and the left panels over the whole width', async () => {
		const { page } = session;
		const panels: Array< [ string, string ] > = [
			[ 'Settings', 'Editor settings' ],
			[ 'Block Inserter', 'Block Library' ],
			[ 'Document Overview', 'Document Overview' ],
		];
		for ( const [ toggleName, region ] of panels ) {
			const toggle = page.getByRole( 'button', {
				name: toggleName,
				exact: true,
			} );
			await toggle.click();
			const panel = page.getByRole( 'region', {
				name: region,
				exact: true,
			} );
			const box = await placement( panel );
			expect( [ toggleName, box.left, box.width ] ).toEqual( [
				toggleName,
				0,
				WIDTH,
			] );
			expect( await pageWidth( page ) ).toBeLessThanOrEqual( WIDTH );
			// The top bar stays usable over the open panel: its toggle closes it.
			expect( await unreachable( page, TOOLS ) ).toEqual( [] );
			await toggle.click();
			await panel.waitFor( { state: 'detached' } );
		}
	} );

	it( 'stacks the admin screen’s sections in one column inside the viewport', async () => {
		const { page, site } = session;
		await page.goto( `${ site.url }/wp-admin/admin.php?page=jetpack` );
		await page
			.getByRole( 'checkbox', { name: 'Markdown', exact: true } )
			.waitFor();
		await page
			.getByRole( 'region', { name: 'Firewall' } )
			.getByRole( 'form' )
			.waitFor();
		expect( await pageWidth( page ) ).toBeLessThanOrEqual( WIDTH );
		const sections = await page
			.locator( 'section.jetpack-admin-section' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( node ) => {
					const box = node.getBoundingClientRect();
					return {
						name: node.querySelector( 'h2' )?.textContent ?? '',
						left: box.left,
						right: box.right,
						top: box.top,
						bottom: box.bottom,
					};
				} )
			);
		expect( sections.length ).toBeGreaterThanOrEqual( 8 );
		// Each section inside the viewport and below the one before it (one column).
		const misplaced = sections.filter(
			( section, index ) =>
				section.left < 0 ||
				section.right > WIDTH ||
				( index > 0 && section.top < sections[ index - 1 ].bottom )
		);
		expect( misplaced ).toEqual( [] );
		// A module's settings button goes under its toggle instead of squeezing its description.
		const stats = page.getByRole( 'listitem' ).filter( {
			has: page.getByRole( 'checkbox', {
				name: 'Jetpack Stats',
				exact: true,
			} ),
		} );
		const [ toggleBottom, buttonTop ] = await Promise.all( [
			stats
				.locator( '.components-toggle-control' )
				.evaluate( ( node ) => node.getBoundingClientRect().bottom ),
			stats
				.getByRole( 'button', { name: 'Jetpack Stats settings' } )
				.evaluate( ( node ) => node.getBoundingClientRect().top ),
		] );
		expect( buttonTop ).toBeGreaterThanOrEqual( toggleBottom );
		// The admin navigation and the account links are reachable too.
		expect(
			await unreachable( page, [
				[ 'link', 'Feedback' ],
				[ 'link', 'Jetpack' ],
				[ 'link', 'Log Out' ],
			] )
		).toEqual( [] );
	} );

	it( 'shows each Feedback response as a readable row without sideways scrolling', async () => {
		const { page, site, browser } = session;
		// A published form, and a visitor's response to it.
		const link = await page.evaluate( async () => {
			const nonce = await (
				await fetch( '/wp-admin/admin-ajax.php?action=rest-nonce' )
			).text();
			const response = await fetch( '/wp-json/wp/v2/posts', {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'X-WP-Nonce': nonce,
				},
				body: JSON.stringify( {
					title: 'Write to us',
					status: 'publish',
					content: `<!-- wp:jetpack/contact-form -->
<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-email {"required":true} /-->
<!-- wp:jetpack/field-textarea {"label":"Message"} /-->
<!-- wp:jetpack/button {"element":"button","text":"Contact Us"} /--></div>
<!-- /wp:jetpack/contact-form -->`,
				} ),
			} );
			return ( ( await response.json() ) as { link: string } ).link;
		} );
		const context = await browser.newContext( {
			viewport: { width: WIDTH, height: 844 },
		} );
		const visitor = await context.newPage();
		await visitor.goto( link );
		expect( await pageWidth( visitor ) ).toBeLessThanOrEqual( WIDTH );
		await visitor.getByLabel( 'Name' ).fill( 'Pat Phone' );
		await visitor.getByLabel( 'Email' ).fill( 'pat@example.com' );
		await visitor
			.getByLabel( 'Message' )
			.fill( 'Do you open on Sundays in the summer months as well?' );
		await visitor.waitForTimeout( 1200 );
		await visitor.getByRole( 'button', { name: 'Contact Us' } ).click();
		await visitor.getByText( 'Your message has been sent' ).waitFor();
		await context.close();

		await page.goto( `${ site.url }/wp-admin/edit.php?post_type=feedback` );
		const row = page.getByRole( 'row' ).filter( { hasText: 'Pat Phone' } );
		await row.waitFor();
		expect( await pageWidth( page ) ).toBeLessThanOrEqual( WIDTH );
		// Every cell of the row on screen, the message on lines as wide as the row's text, and
		// each secondary cell named by its column (as WordPress's list tables do on phones).
		const cells = await row.locator( 'td' ).evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => {
				const box = node.getBoundingClientRect();
				return {
					text: ( node as HTMLElement ).innerText.trim(),
					label: getComputedStyle( node, '::before' ).content,
					left: Math.round( box.left ),
					right: Math.round( box.right ),
					width: Math.round( box.width ),
				};
			} )
		);
		for ( const cell of cells ) {
			expect( [ cell.text, cell.left >= 0 ] ).toEqual( [
				cell.text,
				true,
			] );
			expect( [ cell.text, cell.right <= WIDTH ] ).toEqual( [
				cell.text,
				true,
			] );
		}
		const message = cells.find( ( cell ) =>
			cell.text.includes( 'Do you open on Sundays' )
		);
		expect( message?.width ).toBeGreaterThanOrEqual( 300 );
		expect( message?.label ).toContain( 'Message' );
		const form = cells.find( ( cell ) =>
			cell.text.includes( 'Write to us' )
		);
		expect( form?.label ).toContain( 'Form' );
		expect(
			await unreachable( page, [
				[ 'link', 'Pat Phone' ],
				[ 'button', 'Apply' ],
				[ 'button', 'Filter' ],
			] )
		).toEqual( [] );

		// The response itself, and the other Feedback views, fit too.
		const responseHref = await row
			.getByRole( 'link', { name: 'Pat Phone' } )
			.getAttribute( 'href' );
		const tooWide: string[] = [];
		for ( const address of [
			responseHref ?? '',
			'/wp-admin/edit.php?post_type=feedback&view=outbox',
			'/wp-admin/edit.php?post_type=feedback&view=deliveries',
		] ) {
			await page.goto( new URL( address, site.url ).href );
			await page.getByRole( 'heading', { level: 1 } ).waitFor();
			const width = await pageWidth( page );
			if ( width > WIDTH ) {
				tooWide.push( `${ address }: ${ width } px` );
			}
		}
		expect( tooWide ).toEqual( [] );
	} );
} );
