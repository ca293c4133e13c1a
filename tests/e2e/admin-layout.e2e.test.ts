/**
 * The admin screen's layout, measured in the browser at 1280 px: on a site not yet connected, a
 * module's "Needs the connection to the cloud." starts where the module's description starts
 * (right of the toggle) and sits under it; on that site and again once it is connected, the
 * Search toggles and the Firewall form's controls are spaced apart instead of touching.
 *
 * node scripts/build.mjs && npx jest -c jest.config.js tests/e2e/admin-layout --selectProjects e2e --runInBand
 */
import type { Locator } from 'playwright-core';
import { editorSessionForThisFile, signIn } from '../support/e2e';

const session = editorSessionForThisFile();
/** The smallest space between two stacked controls (the screen's lists use 12px). */
const MIN_GAP = 8;

beforeAll( async () => {
	const { page, site } = session;
	await page.setViewportSize( { width: 1280, height: 1000 } );
	await signIn( page, site, site.admin.user, site.admin.password );
} );

function section( name: string ): Locator {
	return session.page.getByRole( 'region', { name, exact: true } );
}

async function openScreen() {
	const { page, site } = session;
	await page.goto( `${ site.url }/wp-admin/admin.php?page=jetpack` );
	await section( 'Modules' )
		.getByRole( 'checkbox', { name: 'Markdown', exact: true } )
		.waitFor();
	await section( 'Search' )
		.getByRole( 'checkbox', { name: 'Enable search', exact: true } )
		.waitFor();
	await section( 'Firewall' )
		.getByRole( 'form', { name: 'Firewall settings' } )
		.waitFor();
}

/**
 * The vertical space between each laid-out element and the next, for the elements a selector
 * finds inside a container, in document order.
 * @param container the section or form
 * @param selector  what to measure
 */
function gapsBetween( container: Locator, selector: string ) {
	return container.evaluate( ( root, css ) => {
		const boxes = Array.from( root.querySelectorAll( css ) )
			.map( ( element ) => ( {
				text: ( element as HTMLElement ).innerText
					.split( '\n' )[ 0 ]
					.trim(),
				box: element.getBoundingClientRect(),
			} ) )
			.filter( ( { box } ) => box.height > 0 );
		return boxes.slice( 1 ).map( ( { text, box }, index ) => ( {
			between: `${ boxes[ index ].text } → ${ text }`,
			gap: Math.round( box.top - boxes[ index ].box.bottom ),
		} ) );
	}, selector );
}

/** The pairs of stacked controls closer together than MIN_GAP. */
async function crowded( container: Locator, selector: string ) {
	const gaps = await gapsBetween( container, selector );
	expect( gaps.length ).toBeGreaterThan( 0 );
	return gaps.filter( ( { gap } ) => gap < MIN_GAP );
}

/** The crowded pairs of the Search toggles and of the Firewall form's controls. */
async function crowdedControls() {
	return {
		search: await crowded(
			section( 'Search' ),
			'.components-toggle-control'
		),
		// Every control of the firewall form: the toggles, the upgrade note, the IP lists, Save.
		firewall: await crowded(
			section( 'Firewall' ).getByRole( 'form' ),
			'form > *'
		),
	};
}

describe( 'the admin screen’s layout', () => {
	it( 'starts “Needs the connection to the cloud.” where the module’s description starts', async () => {
		await openScreen();
		const stats = section( 'Modules' )
			.getByRole( 'listitem' )
			.filter( {
				has: session.page.getByRole( 'checkbox', {
					name: 'Jetpack Stats',
					exact: true,
				} ),
			} );
		const place = ( locator: Locator ) =>
			locator.evaluate( ( element ) => {
				const { left, top, bottom } = element.getBoundingClientRect();
				return { left, top, bottom };
			} );
		const description = await place(
			stats.getByText(
				'Collect visitor statistics for every post and page.'
			)
		);
		const note = await place(
			stats.getByText( 'Needs the connection to the cloud.' )
		);
		const toggle = await place(
			stats.getByRole( 'checkbox', { name: 'Jetpack Stats' } )
		);
		expect( description.left ).toBeGreaterThan( toggle.left );
		expect( Math.abs( note.left - description.left ) ).toBeLessThanOrEqual(
			0.5
		);
		expect( note.top ).toBeGreaterThanOrEqual( description.bottom );
	} );

	it( 'spaces the Search toggles and the Firewall controls on a site not connected', async () => {
		expect( await crowdedControls() ).toEqual( {
			search: [],
			firewall: [],
		} );
	} );

	it( 'spaces them on a connected site too', async () => {
		const { page, site } = session;
		const connection = section( 'Connection' );
		await connection
			.getByRole( 'button', { name: 'Set up Jetpack' } )
			.click();
		const connect = connection.getByRole( 'button', {
			name: 'Connect your user account',
		} );
		await Promise.all( [
			page.waitForURL( /\/cloud\/authorize\?/ ),
			connect.click(),
		] );
		await Promise.all( [
			page.waitForURL( `${ site.url }/wp-admin/admin.php?page=jetpack` ),
			page.getByRole( 'button', { name: 'Approve' } ).click(),
		] );
		await connection.getByText( 'Connected as admin.' ).waitFor();
		await openScreen();
		// Connected: no module waits for the connection any more.
		await expect(
			section( 'Modules' )
				.getByText( 'Needs the connection to the cloud.' )
				.count()
		).resolves.toBe( 0 );
		// The search module can be turned on now; instant search is offered under it.
		const search = section( 'Search' );
		await search
			.getByRole( 'checkbox', { name: 'Enable search', exact: true } )
			.click();
		await search
			.getByRole( 'checkbox', {
				name: 'Enable search',
				exact: true,
				checked: true,
			} )
			.waitFor();
		expect( await crowdedControls() ).toEqual( {
			search: [],
			firewall: [],
		} );
	} );
} );
