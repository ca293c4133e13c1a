/**
 * The admin screen as a new administrator uses it: set up the connection, approve it on the
 * cloud, see the connected account, toggle a module (kept across a reload) and save its settings,
 * install and activate Jetpack CRM, see the usage events, disconnect after confirming, and
 * dismiss a notice for good. The tests run in order on one site and one page.
 *
 * node scripts/build.mjs && npx jest -c jest.config.js --selectProjects e2e --runInBand tests/e2e/admin-connection
 */
import type { Browser, Locator, Page } from 'playwright-core';
import {
	findAccessibilityViolations,
	launchBrowser,
	signIn,
	startSite,
	watchPageProblems,
	type PageProblems,
	type Site,
} from '../support/e2e';

let site: Site;
let browser: Browser;
let page: Page;
let problems: PageProblems;

const screenUrl = () => `${ site.url }/wp-admin/admin.php?page=jetpack`;

beforeAll( async () => {
	site = await startSite();
	browser = await launchBrowser();
	page = await browser.newPage( { viewport: { width: 1280, height: 1000 } } );
	problems = watchPageProblems( page );
	await signIn( page, site, site.admin.user, site.admin.password );
} );

afterAll( async () => {
	await browser?.close();
	await site?.stop();
} );

afterEach( () => {
	if ( problems.cspViolations.length ) {
		throw new Error(
			`Content-Security-Policy refusals:\n${ problems.cspViolations.join(
				'\n'
			) }`
		);
	}
	const unexpected = problems.unexpected();
	problems.clear();
	if ( unexpected.length ) {
		throw new Error(
			`The page reported problems:\n${ unexpected.join( '\n' ) }`
		);
	}
} );

function section( name: string ): Locator {
	return page.getByRole( 'region', { name } );
}

async function openScreen() {
	await page.goto( screenUrl() );
	await page.getByRole( 'heading', { level: 1, name: 'Jetpack' } ).waitFor();
	// The connection card has loaded once it offers an action.
	await section( 'Connection' ).getByRole( 'button' ).first().waitFor();
}

/** Holds the matching requests back a little, so the busy states can be seen. */
async function slowDown( pattern: RegExp, ms = 600 ) {
	await page.route( pattern, async ( route ) => {
		await new Promise( ( resolve ) => setTimeout( resolve, ms ) );
		await route.continue();
	} );
}

it( 'sets up the connection, approves it on the cloud and shows the connected account', async () => {
	await openScreen();
	// Nothing is recorded before the account is connected.
	const analytics = section( 'Analytics' );
	await analytics
		.getByText( 'Events are not recorded: your account is not connected.' )
		.waitFor();
	await analytics.getByText( 'No events recorded yet.' ).waitFor();

	const connection = section( 'Connection' );
	await connection.getByRole( 'button', { name: 'Set up Jetpack' } ).click();
	const connect = connection.getByRole( 'button', {
		name: 'Connect your user account',
	} );
	await connect.waitFor();

	await Promise.all( [
		page.waitForURL( /\/cloud\/authorize\?/ ),
		connect.click(),
	] );
	expect( new URL( page.url() ).searchParams.get( 'from' ) ).toBe(
		'jetpack-admin'
	);
	await page
		.getByRole( 'heading', { name: 'Approve the connection' } )
		.waitFor();
	await Promise.all( [
		page.waitForURL( screenUrl() ),
		page.getByRole( 'button', { name: 'Approve' } ).click(),
	] );

	await connection.getByText( 'Connected as admin.' ).waitFor();
	await connection.getByRole( 'button', { name: 'Disconnect' } ).waitFor();
	expect(
		await findAccessibilityViolations( page, { include: '#jetpack-admin' } )
	).toEqual( [] );
} );

it( 'toggles a module and keeps it across a reload', async () => {
	const modules = section( 'Modules' );
	const markdown = modules.getByRole( 'checkbox', {
		name: 'Markdown',
		exact: true,
	} );
	await markdown.waitFor();
	const before = await markdown.isChecked();
	await markdown.click();
	await page.waitForFunction(
		( [ wanted ] ) => {
			const input = [ ...document.querySelectorAll( 'input' ) ].find(
				( node ) => node.labels?.[ 0 ]?.textContent === 'Markdown'
			);
			return input?.checked === wanted && ! input.disabled;
		},
		[ ! before ]
	);
	await openScreen();
	await markdown.waitFor();
	expect( await markdown.isChecked() ).toBe( ! before );
} );

it( 'saves a module’s settings', async () => {
	const modules = section( 'Modules' );
	const open = () =>
		modules
			.getByRole( 'button', { name: 'Jetpack Stats settings' } )
			.click();
	const form = modules.getByRole( 'form', {
		name: 'Jetpack Stats settings',
	} );
	const adminBar = form.getByRole( 'checkbox', {
		name: 'Show a chart of the last 48 hours in the admin bar.',
	} );
	await open();
	expect( await adminBar.isChecked() ).toBe( true );
	await adminBar.uncheck();
	await form
		.getByRole( 'group', { name: 'Roles that may see stats.' } )
		.getByRole( 'checkbox', { name: 'editor' } )
		.check();
	await form.getByRole( 'button', { name: 'Save settings' } ).click();
	await form.getByText( 'Settings saved.' ).waitFor();

	await openScreen();
	await open();
	expect( await adminBar.isChecked() ).toBe( false );
	expect(
		await form
			.getByRole( 'group', { name: 'Roles that may see stats.' } )
			.getByRole( 'checkbox', { name: 'editor' } )
			.isChecked()
	).toBe( true );
} );

it( 'installs and then activates Jetpack CRM, showing what it is doing', async () => {
	const crm = section( 'Plugins' ).getByRole( 'listitem', {
		name: 'Jetpack CRM',
	} );
	await crm.getByText( 'Not installed' ).waitFor();
	await slowDown( /\/wp-json\/jetpack\/v4\/plugins/ );

	await crm.getByRole( 'button', { name: 'Install Jetpack CRM' } ).click();
	await crm.getByText( 'Installing…' ).waitFor();
	await crm.getByText( 'Installed, not active' ).waitFor();

	await crm.getByRole( 'button', { name: 'Activate Jetpack CRM' } ).click();
	await crm.getByText( 'Activating…' ).waitFor();
	await crm.getByText( 'Active', { exact: true } ).waitFor();
	expect( await crm.getByRole( 'button' ).count() ).toBe( 0 );
	await page.unrouteAll();

	await openScreen();
	await crm.getByText( 'Active', { exact: true } ).waitFor();
} );

it( 'shows the usage events recorded while the account is connected', async () => {
	const analytics = section( 'Analytics' );
	await analytics.getByText( 'Events are being recorded.' ).waitFor();
	const events = analytics.getByRole( 'table', { name: 'Last events' } );
	await events.getByText( 'jetpack_module_toggled' ).first().waitFor();
	await events.getByText( 'plugin=zero-bs-crm' ).first().waitFor();
	const rows = events.getByRole( 'row', { name: /jetpack_admin_page_view/ } );
	expect( await rows.count() ).toBeGreaterThan( 0 );
	expect( await rows.first().textContent() ).toContain( 'admin' );
} );

it( 'disconnects only after confirming, and then offers to set up again', async () => {
	const connection = section( 'Connection' );
	await connection.getByRole( 'button', { name: 'Disconnect' } ).click();
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByText( /Disconnect the site from the cloud\?/ ).waitFor();
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	await dialog.waitFor( { state: 'detached' } );
	await connection.getByText( 'Connected as admin.' ).waitFor();

	await connection.getByRole( 'button', { name: 'Disconnect' } ).click();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: 'Disconnect' } )
		.click();
	await connection
		.getByRole( 'button', { name: 'Set up Jetpack' } )
		.waitFor();
	await section( 'Analytics' )
		.getByText( 'Events are not recorded: your account is not connected.' )
		.waitFor();

	await openScreen();
	await connection
		.getByRole( 'button', { name: 'Set up Jetpack' } )
		.waitFor();
	expect( await connection.getByText( /Connected as/ ).count() ).toBe( 0 );
} );

it( 'keeps a dismissed notice dismissed', async () => {
	await openScreen();
	const screenBody = page.locator( '#jetpack-admin' );
	const welcome = screenBody.getByText( /^Welcome to Jetpack\./ );
	const usage = screenBody.getByText( /^Usage events are recorded only/ );
	await welcome.waitFor();
	await page
		.locator( '.components-notice', { hasText: 'Welcome to Jetpack.' } )
		.getByRole( 'button', { name: 'Close' } )
		.click();
	await welcome.waitFor( { state: 'detached' } );
	await usage.waitFor();

	await openScreen();
	await usage.waitFor();
	expect( await welcome.count() ).toBe( 0 );
} );
