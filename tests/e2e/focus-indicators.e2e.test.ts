/**
 * WCAG 2.4.7 / 1.4.11 on published pages: every interactive element of every block shows a
 * focus indicator when reached with the keyboard — an outline (or box-shadow ring) at least 2px
 * wide whose colour has at least 3:1 contrast with the background behind it
 * (focus-indicators/measure.ts).
 *
 * A visitor Tabs through published posts holding every block with something to focus
 * (focus-indicators/content.ts): a form with every kind of field (date, telephone, url, number,
 * choices, consent, the file field's input, the rating stars) and its submit button; a
 * two-step form's Next, Back and submit buttons; every embed's "Load content from …" button and
 * link, the embeds saved as buttons and Eventbrite's checkout dialog; a slideshow's controls, a tiled gallery's links,
 * Related Posts, a map (drawn: its canvas, marker and buttons, and the list of markers kept for
 * screen readers; without JavaScript: the list) and the Button block. Star Rating and Business
 * Hours have nothing to focus. Measured before the fixes: the file input, Back and Next, the
 * Eventbrite and Pinterest links, Related Posts and the map's list drew the browser's 1px ring,
 * MapLibre's buttons none, and the map's list stayed clipped to 1px while focused.
 */
import type { Page } from 'playwright-core';
import { editorSessionForThisFile, jpegPhoto, signIn } from '../support/e2e';
import {
	EMBEDS_POST,
	EVENTBRITE_MODAL_POST,
	FORM_POST,
	MULTI_STEP_POST,
	RELATED_POSTS,
	mediaPost,
	type Upload,
} from './focus-indicators/content';
import { failing, type Measured } from './focus-indicators/measure';
import { tabThrough } from './focus-indicators/tab-through';

const session = editorSessionForThisFile();

async function restNonce( page: Page ) {
	const response = await page.request.get(
		`${ session.site.url }/wp-admin/admin-ajax.php?action=rest-nonce`
	);
	return response.text();
}

/** Publishes a post through the REST API as the signed-in administrator; its address. */
async function publish( page: Page, title: string, content: string ) {
	const response = await page.request.post(
		`${ session.site.url }/wp-json/wp/v2/posts`,
		{
			headers: { 'X-WP-Nonce': await restNonce( page ) },
			data: { title, status: 'publish', content },
		}
	);
	expect( response.status() ).toBe( 201 );
	return ( ( await response.json() ) as { link: string } ).link;
}

async function upload( page: Page, index: number ): Promise< Upload > {
	const photo = await jpegPhoto( `photo-${ index }.jpg`, index );
	const response = await page.request.post(
		`${ session.site.url }/wp-json/wp/v2/media`,
		{
			headers: {
				'X-WP-Nonce': await restNonce( page ),
				'Content-Type': photo.mimeType,
				'Content-Disposition': `attachment; filename="${ photo.name }"`,
			},
			data: photo.buffer,
		}
	);
	expect( response.status() ).toBe( 201 );
	const media = ( await response.json() ) as {
		id: number;
		source_url: string;
	};
	return { id: media.id, url: media.source_url };
}

/** A visitor (JavaScript on unless said otherwise) Tabs through the page at this address. */
async function visitorTabsThrough(
	url: string,
	options: {
		javaScriptEnabled?: boolean;
		activate?: RegExp;
		/** Runs once the page has loaded, before the first Tab. */
		prepare?: ( page: Page ) => Promise< void >;
	} = {}
): Promise< Measured[] > {
	const context = await session.browser.newContext( {
		javaScriptEnabled: options.javaScriptEnabled ?? true,
		viewport: { width: 1280, height: 900 },
	} );
	const visitor = await context.newPage();
	// Third-party addresses get an empty answer: nothing here depends on them.
	await visitor.route( /^https:\/\//, ( route ) =>
		route.fulfill( { status: 204, body: '' } )
	);
	await visitor.goto( url );
	await visitor.waitForLoadState( 'load' );
	await options.prepare?.( visitor );
	const measured = await tabThrough( visitor, {
		activate: options.activate,
	} );
	await context.close();
	return measured;
}

const names = ( measured: Measured[] ) =>
	measured.map( ( item ) => item.element );

describe( 'focus indicators on published pages', () => {
	beforeAll( async () => {
		const { site, page } = session;
		await signIn( page, site, site.admin.user, site.admin.password );
	} );

	it( 'on every form field, the file input, the rating stars and the submit button', async () => {
		const measured = await visitorTabsThrough(
			await publish( session.page, 'Every field', FORM_POST )
		);
		// Everything a visitor can reach in these blocks was reached (one star of the rating's
		// radio group; the date input once, however many Tabs its parts take).
		expect( names( measured ) ).toEqual( [
			'a "the menu"',
			'a.wp-block-button__link "Go"',
			...[ 'text', 'email', 'url', 'tel', 'date', 'number' ].map(
				( type ) =>
					expect.stringMatching(
						new RegExp(
							`^input\\[type=${ type }\\]\\.jetpack-field__input`
						)
					)
			),
			expect.stringMatching( /^textarea\.jetpack-field__input/ ),
			expect.stringMatching( /^select\.jetpack-field__select/ ),
			expect.stringMatching( /^input\[type=radio\] "/ ),
			expect.stringMatching( /^input\[type=checkbox\] "/ ),
			expect.stringMatching( /^input\[type=checkbox\] "/ ),
			expect.stringMatching(
				/^input\[type=checkbox\]\.jetpack-field__checkbox .*call-me-back/
			),
			expect.stringMatching(
				/^input\[type=radio\]\.jetpack-field-rating__input/
			),
			expect.stringMatching(
				/^input\[type=file\]\.jetpack-form-file-field__input/
			),
			expect.stringMatching(
				/^input\[type=checkbox\]\.jetpack-field__checkbox .*consent/
			),
			'button[type=submit].wp-block-button__link "Contact Us"',
		] );
		// The rating's radios are drawn as stars: the focused one's star shows it.
		expect(
			measured.find( ( item ) =>
				item.element.includes( 'jetpack-field-rating__input' )
			)?.drawnOn
		).toBe( 'label' );
		expect( failing( measured ) ).toEqual( [] );
	} );

	it( "on a multi-step form's Next, Back and submit buttons", async () => {
		const measured = await visitorTabsThrough(
			await publish( session.page, 'Two steps', MULTI_STEP_POST ),
			{
				activate: /"Next"$/,
				// The steps come in a view chunk loaded after the page's load event.
				prepare: ( visitor ) =>
					visitor.locator( 'form.is-multistep-active' ).waitFor(),
			}
		);
		// Step 1: its field and Next (pressed); step 2: its field, Back and the submit button.
		expect( names( measured ) ).toEqual( [
			expect.stringMatching(
				/^input\[type=text\]\.jetpack-field__input/
			),
			'button[type=button].wp-block-button__link "Next"',
			expect.stringMatching( /^textarea\.jetpack-field__input/ ),
			'button[type=button].wp-block-button__link "Back"',
			'button[type=submit].wp-block-button__link "Apply"',
		] );
		expect( failing( measured ) ).toEqual( [] );
	} );

	it( "on the embeds' consent buttons and links, and embeds saved as buttons", async () => {
		const measured = await visitorTabsThrough(
			await publish( session.page, 'Embeds', EMBEDS_POST )
		);
		const consent = ( service: string, link: string ) => [
			expect.stringMatching(
				new RegExp(
					`^button\\[type=button\\]\\.jetpack-embed-consent__button "Load content from ${ service }`
				)
			),
			`a.jetpack-embed-consent__link "${ link }"`,
		];
		expect( names( measured ) ).toEqual( [
			...consent( 'Calendly', 'Schedule a time on Calendly' ),
			'a.wp-block-button__link "Schedule time with me"',
			...consent( 'Eventbrite', 'Register on Eventbrite' ),
			'a.wp-block-button__link "Register"',
			...consent( 'Google Calendar', 'View the calendar' ),
			'a "View this board on Pinterest"',
			...consent( 'OpenTable', 'Make a reservation on OpenTable' ),
			...consent( 'Giphy', 'View this GIF' ),
		] );
		expect( failing( measured ) ).toEqual( [] );
	} );

	it( "in Eventbrite's checkout dialog", async () => {
		const measured = await visitorTabsThrough(
			await publish(
				session.page,
				'Picnic tickets',
				EVENTBRITE_MODAL_POST
			),
			{ activate: /"Register"$/ }
		);
		// Register opens the dialog with focus on its consent button; Tab goes on to the link,
		// round to Close, and back.
		expect( names( measured ) ).toEqual( [
			'a.wp-block-button__link "Register"',
			expect.stringMatching(
				/^button\[type=button\]\.jetpack-embed-consent__button "Load content from Eventbrite/
			),
			'a.jetpack-embed-consent__link "Register on Eventbrite"',
			'button[type=button].jetpack-embed-dialog__close "Close"',
		] );
		expect( failing( measured ) ).toEqual( [] );
	} );

	it( 'on slideshow controls, gallery links, related posts, map markers and the Button', async () => {
		const { page } = session;
		for ( const post of RELATED_POSTS ) {
			await publish(
				page,
				post.title,
				`<!-- wp:paragraph -->\n<p>${ post.content }</p>\n<!-- /wp:paragraph -->`
			);
		}
		const images = [ await upload( page, 1 ), await upload( page, 2 ) ];
		const url = await publish( page, 'Sourdough', mediaPost( images ) );

		// With JavaScript: the carousel's controls, and the map drawn (it starts when it comes
		// near the screen), with the list of markers kept beside it for screen readers.
		const measured = await visitorTabsThrough( url, {
			prepare: async ( visitor ) => {
				await visitor
					.locator( '.wp-block-jetpack-slideshow.is-carousel' )
					.waitFor();
				const map = visitor.locator( '.wp-block-jetpack-map' );
				await map.scrollIntoViewIfNeeded();
				await map.and( visitor.locator( '.is-map-ready' ) ).waitFor();
				await visitor.evaluate( () => window.scrollTo( 0, 0 ) );
			},
		} );
		const gallery = [ 'a "Photo 1"', 'a "Photo 2"' ];
		const related = [
			'a.jp-related-posts-i2__post-link "Sourdough starter from scratch"',
			'a.jp-related-posts-i2__post-link "Shaping a sourdough loaf"',
		];
		expect( names( measured ) ).toEqual( [
			'a.wp-block-jetpack-slideshow_button-prev "Previous slide"',
			'a.wp-block-jetpack-slideshow_button-next "Next slide"',
			'a.wp-block-jetpack-slideshow_button-pause "Pause Slideshow"',
			'span.swiper-pagination-bullet "Go to slide 1"',
			'span.swiper-pagination-bullet "Go to slide 2"',
			...gallery,
			...related,
			'canvas.maplibregl-canvas "Map"',
			'div.maplibregl-marker "The ferry"',
			'button[type=button].maplibregl-ctrl-zoom-in "Zoom in"',
			'button[type=button].maplibregl-ctrl-zoom-out "Zoom out"',
			expect.stringMatching(
				/^button\[type=button\]\.maplibregl-ctrl-compass/
			),
			'a "The ferry"',
			'a.wp-block-button__link "Order bread"',
		] );
		// The map's frame shows the focus of its canvas (what is drawn around the canvas is
		// clipped); the list of markers shows while one of its links has focus.
		expect(
			measured.find( ( item ) => item.element.startsWith( 'canvas' ) )
				?.drawnOn
		).toBe( 'ancestor' );
		expect( failing( measured ) ).toEqual( [] );

		// Without JavaScript: the saved images and the map's list of markers.
		const withoutScripts = await visitorTabsThrough( url, {
			javaScriptEnabled: false,
		} );
		expect( names( withoutScripts ) ).toEqual( [
			...gallery,
			...related,
			'a "The ferry"',
			'a.wp-block-button__link "Order bread"',
		] );
		expect( failing( withoutScripts ) ).toEqual( [] );
	} );
} );
