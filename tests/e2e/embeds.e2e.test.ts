/**
 * The embed blocks end to end, one per test: an editor inserts the block through the
 * inserter, configures it as an editor would, publishes, and a visitor first gets the consent
 * button ("Load content from <service>", naming the host) with nothing loaded from the
 * service, then the frame after choosing to load it; axe finds nothing on the published page,
 * before and after loading. Also Calendly's link style from pasted popup embed code,
 * Eventbrite's button with modal (the dialog holds the consent-first checkout) and a Pinterest
 * short link. Third-party addresses are answered by stand-ins (page.route), OpenTable's search
 * and pin.it short links by a local fake on 127.0.0.1 (OPENTABLE_URL, PIN_IT_URL).
 */
import type { Page } from 'playwright-core';
import {
	startEmbedServicesFake,
	type EmbedServicesFake,
} from '../server/support/embed-services-fake';
import {
	editorCanvas,
	editorSessionForThisFile,
	findAccessibilityViolations,
	getEditedBlocks,
	insertBlockViaInserter,
	newPost,
	publishPost,
	settle,
	signIn,
	titleField,
} from '../support/e2e';

let fake: EmbedServicesFake;
const env: Record< string, string > = {};

// Registered before the session's own beforeAll, which reads `env` when it starts the site.
beforeAll( async () => {
	fake = await startEmbedServicesFake();
	fake.restaurants = [ { rid: 42, name: 'Chez Panisse' } ];
	fake.shortLinks = {
		Xy12AbC: 'https://www.pinterest.com/pin/99360735500167749/',
	};
	env.OPENTABLE_URL = fake.url;
	env.PIN_IT_URL = fake.url;
} );

const session = editorSessionForThisFile( { env } );

afterAll( async () => {
	await fake?.close();
} );

/** Every https request (the third-party services) gets a small stand-in page. */
async function standInServices( page: Page, seen: string[] ) {
	await page.route( /^https:\/\//, ( route ) => {
		seen.push( route.request().url() );
		return route.fulfill( {
			status: 200,
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Stand-in</title><p>Stand-in</p></html>',
		} );
	} );
}

let signedIn = false;

/**
 * A new post titled `title` with the embed block inserted (the editor signs in once, its page
 * answered by the stand-ins).
 * @param title the post's title
 * @param block the inserter's search term and the block's title
 */
async function startPost(
	title: string,
	block: [ searchTerm: string, blockTitle: string ]
) {
	const { site, page } = session;
	if ( ! signedIn ) {
		await standInServices( page, [] );
		await signIn( page, site, site.editor.user, site.editor.password );
		signedIn = true;
	}
	await newPost( page, site );
	await titleField( page ).fill( title );
	await insertBlockViaInserter( page, ...block );
}

/**
 * A visitor's page on the published post `url`, the third-party services answered by the
 * stand-ins; `seen` lists what it asked them for.
 * @param url the published post
 */
async function visit( url: string ) {
	const visitor = await session.browser.newPage();
	const seen: string[] = [];
	await standInServices( visitor, seen );
	await visitor.goto( url );
	return { visitor, seen };
}

async function visitorSees(
	url: string,
	service: string,
	host: string
): Promise< string > {
	const { visitor, seen } = await visit( url );
	const load = visitor.getByRole( 'button', {
		name: `Load content from ${ service } (${ host })`,
	} );
	await load.waitFor();
	expect( seen ).toEqual( [] );
	await expect( visitor.locator( 'iframe' ).count() ).resolves.toBe( 0 );
	expect(
		await findAccessibilityViolations( visitor, { include: 'main' } )
	).toEqual( [] );
	await load.click();
	const frame = visitor.locator( 'iframe' );
	await frame.waitFor();
	const src = ( await frame.getAttribute( 'src' ) )!;
	expect( new URL( src ).host ).toBe( host );
	await expect(
		visitor.getByRole( 'button', { name: /Load content/ } ).count()
	).resolves.toBe( 0 );
	expect(
		await findAccessibilityViolations( visitor, { include: 'main' } )
	).toEqual( [] );
	await visitor.close();
	return src;
}

/** The element that has focus in the page, described for assertions. */
function focused( page: Page ) {
	return page.evaluate( () => {
		const element = document.body.ownerDocument.activeElement;
		return element
			? `${ element.tagName.toLowerCase() }: ${
					element.getAttribute( 'title' ) ??
					element.textContent?.trim() ??
					''
				}`
			: '';
	} );
}

async function embedThrough( label: string, value: string ) {
	const canvas = editorCanvas( session.page );
	await canvas.getByLabel( label ).fill( value );
	await canvas.getByRole( 'button', { name: 'Embed' } ).click();
}

const EVENT = 'https://www.eventbrite.com/e/picnic-tickets-144144099883';

/**
 * A new post titled `title` with an Eventbrite Checkout block embedding the picnic event.
 * @param title the post's title
 */
async function startEventbritePost( title: string ) {
	await startPost( title, [ 'eventbrite', 'Eventbrite Checkout' ] );
	await embedThrough( 'Eventbrite event URL', EVENT );
}

describe( 'embed blocks', () => {
	it( 'Google Calendar: public URL, published behind the consent button', async () => {
		await startPost( 'Our calendar', [
			'google calendar',
			'Google Calendar',
		] );
		const url =
			'https://calendar.google.com/calendar/embed?src=abc%40group.calendar.google.com';
		await embedThrough( 'Calendar URL or embed code', url );
		const [ block ] = await getEditedBlocks( session.page );
		expect( block.attributes ).toMatchObject( { url, height: 600 } );
		const src = await visitorSees(
			await publishPost( session.page ),
			'Google Calendar',
			'calendar.google.com'
		);
		expect( src ).toBe( url );
	} );

	it( 'Calendly: the scheduling page, verified by loading, inline', async () => {
		await startPost( 'Book a call', [ 'calendly', 'Calendly' ] );
		await embedThrough(
			'Calendly web address or embed code',
			'https://calendly.com/acme'
		);
		await editorCanvas( session.page )
			.getByTitle( 'Calendly scheduling calendar' )
			.waitFor();
		const src = await visitorSees(
			await publishPost( session.page ),
			'Calendly',
			'calendly.com'
		);
		expect( src ).toContain( 'https://calendly.com/acme?embed_domain=' );
	} );

	it( 'Eventbrite: an event page, in-page checkout', async () => {
		await startEventbritePost( 'Picnic' );
		const src = await visitorSees(
			await publishPost( session.page ),
			'Eventbrite',
			'www.eventbrite.com'
		);
		expect( src ).toContain( 'eid=144144099883' );
	} );

	it( 'Calendly: pasted popup embed code gives the link style, a link that loads nothing', async () => {
		await startPost( 'Book a call by link', [ 'calendly', 'Calendly' ] );
		await embedThrough(
			'Calendly web address or embed code',
			'<!-- Calendly link widget begin -->\n<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">\n<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>\n<a href="" onclick="Calendly.initPopupWidget({url: \'https://calendly.com/acme/30min?primary_color=19ff00\'});return false;">Schedule time with me</a>\n<!-- Calendly link widget end -->'
		);
		const [ block ] = await getEditedBlocks( session.page );
		expect( block.attributes ).toMatchObject( {
			url: 'https://calendly.com/acme/30min',
			style: 'link',
			primaryColor: '19ff00',
		} );
		expect( block.innerBlocks ).toMatchObject( [
			{
				name: 'jetpack/button',
				attributes: { text: 'Schedule time with me' },
			},
		] );
		const url = await publishPost( session.page );
		const { visitor, seen } = await visit( url );
		const link = visitor.getByRole( 'link', {
			name: 'Schedule time with me',
		} );
		await expect( link.getAttribute( 'href' ) ).resolves.toBe(
			'https://calendly.com/acme/30min'
		);
		await expect(
			visitor.locator( 'iframe, template' ).count()
		).resolves.toBe( 0 );
		expect( seen ).toEqual( [] );
		expect(
			await findAccessibilityViolations( visitor, { include: 'main' } )
		).toEqual( [] );
		await visitor.close();
	} );

	it( 'Eventbrite: button & modal, the checkout in a dialog behind the consent button', async () => {
		await startEventbritePost( 'Picnic tickets' );
		await session.page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'radio', { name: 'Button & Modal' } )
			.check();
		await editorCanvas( session.page )
			.locator(
				'.wp-block-jetpack-eventbrite [data-type="jetpack/button"]'
			)
			.waitFor();
		const [ block ] = await getEditedBlocks( session.page );
		expect( block.attributes.style ).toBe( 'modal' );
		expect( block.innerBlocks.map( ( inner ) => inner.name ) ).toEqual( [
			'jetpack/button',
		] );

		const url = await publishPost( session.page );
		const { visitor, seen } = await visit( url );
		const opener = visitor.getByRole( 'link', { name: 'Register' } );
		await opener.waitFor();
		const dialog = visitor.getByRole( 'dialog', {
			name: 'Eventbrite event checkout',
		} );
		await expect( dialog.isVisible() ).resolves.toBe( false );
		expect(
			await findAccessibilityViolations( visitor, { include: 'main' } )
		).toEqual( [] );

		// The button opens the dialog (not the event page); focus moves in; Escape closes it
		// and gives focus back to the button. Nothing is loaded meanwhile.
		await opener.click();
		await dialog.waitFor();
		expect( visitor.url() ).toBe( url );
		await expect( focused( visitor ) ).resolves.toBe(
			'button: Load content from Eventbrite (www.eventbrite.com)'
		);
		expect(
			await findAccessibilityViolations( visitor, {
				include: 'dialog',
			} )
		).toEqual( [] );
		await visitor.keyboard.press( 'Escape' );
		await dialog.waitFor( { state: 'hidden' } );
		await expect( focused( visitor ) ).resolves.toBe( 'a: Register' );
		expect( seen ).toEqual( [] );

		// Opened from the keyboard, the checkout loads inside on request.
		await visitor.keyboard.press( 'Enter' );
		await dialog.waitFor();
		await visitor.keyboard.press( 'Enter' );
		const frame = dialog.locator( 'iframe' );
		await frame.waitFor();
		await expect( frame.getAttribute( 'src' ) ).resolves.toContain(
			'eid=144144099883'
		);
		await expect( focused( visitor ) ).resolves.toBe(
			'iframe: Eventbrite event checkout'
		);
		expect(
			seen.some( ( seenUrl ) => seenUrl.includes( 'eid=144144099883' ) )
		).toBe( true );
		expect(
			await findAccessibilityViolations( visitor, {
				include: 'dialog',
			} )
		).toEqual( [] );
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await dialog.waitFor( { state: 'hidden' } );
		await expect( focused( visitor ) ).resolves.toBe( 'a: Register' );
		await visitor.close();
	} );

	it( 'Pinterest: a pin.it short link, resolved through the host', async () => {
		await startPost( 'A short pin', [ 'pinterest', 'Pinterest' ] );
		await embedThrough( 'Pinterest URL', 'https://pin.it/Xy12AbC' );
		// The block keeps the address the short link leads to.
		await expect(
			settle(
				async () =>
					( await getEditedBlocks( session.page ) )[ 0 ].attributes
						.url,
				'https://www.pinterest.com/pin/99360735500167749/'
			)
		).resolves.toBe( 'https://www.pinterest.com/pin/99360735500167749/' );
		expect( fake.requests ).toContain( '/Xy12AbC' );
		const src = await visitorSees(
			await publishPost( session.page ),
			'Pinterest',
			'assets.pinterest.com'
		);
		expect( src ).toContain( 'id=99360735500167749' );
	} );

	it( 'Pinterest: a pin', async () => {
		await startPost( 'A pin', [ 'pinterest', 'Pinterest' ] );
		await embedThrough(
			'Pinterest URL',
			'https://www.pinterest.com/pin/99360735500167749/'
		);
		const src = await visitorSees(
			await publishPost( session.page ),
			'Pinterest',
			'assets.pinterest.com'
		);
		expect( src ).toContain( 'id=99360735500167749' );
	} );

	it( "OpenTable: a restaurant found through the host's search", async () => {
		await startPost( 'Dinner', [ 'opentable', 'OpenTable' ] );
		const canvas = editorCanvas( session.page );
		await canvas
			.getByRole( 'combobox', { name: 'Restaurants' } )
			.fill( 'Chez' );
		await canvas
			.getByRole( 'option', { name: 'Chez Panisse (42)' } )
			.click();
		await canvas.getByRole( 'button', { name: 'Embed' } ).click();
		const [ block ] = await getEditedBlocks( session.page );
		expect( block.attributes.rid ).toEqual( [ '42' ] );
		expect( fake.requests ).toContain(
			'/widget/reservation/restaurant-search?pageSize=20&query=Chez'
		);
		const src = await visitorSees(
			await publishPost( session.page ),
			'OpenTable',
			'www.opentable.com'
		);
		expect( src ).toContain( 'rid=42' );
	} );
} );
