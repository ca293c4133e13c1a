/** What visitors get for the event embed (render.ts) and the event URL rules (event-url.ts). */
import { renderContext } from '../../../tests/support/render-context';
import render from '../render';
import {
	SAMPLE_EVENT_URL,
	eventIdFromUrl,
	isEmbeddableEventUrl,
} from '../event-url';
import { contextWithInnerButton } from './button-context';

const EVENT =
	'https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883';

describe( 'Eventbrite render', () => {
	it( 'in-page: the checkout for the event id, behind the consent button', () => {
		document.body.innerHTML = render(
			{ url: EVENT, eventId: 1 },
			'',
			renderContext()
		);
		expect( document.body.querySelector( 'button' )!.textContent ).toBe(
			'Load content from Eventbrite (www.eventbrite.com)'
		);
		expect(
			document.body
				.querySelector( 'template' )!
				.content.querySelector( 'iframe' )!
				.getAttribute( 'src' )
		).toBe(
			'https://www.eventbrite.com/checkout-external?eid=144144099883&parent=http%3A%2F%2F127.0.0.1%3A8888'
		);
		expect(
			document.body.querySelector( 'a' )!.getAttribute( 'href' )
		).toBe( EVENT );
	} );

	it( "button style: a link to the event with the inner button's text, opening the checkout dialog", () => {
		const context = contextWithInnerButton( 'Smash <b>that</b>' );
		document.body.innerHTML = render(
			{ url: EVENT, style: 'modal' },
			'<div class="wp-block-jetpack-eventbrite"></div>',
			context
		);
		const link = document.body.querySelector( 'a' )!;
		expect( link.getAttribute( 'href' ) ).toBe( EVENT );
		expect( link.textContent ).toBe( 'Smash that' );
		// The checkout waits, closed and behind the consent button, in the dialog it opens.
		const dialog = document.body.querySelector( 'dialog' )!;
		expect( link.getAttribute( 'data-embed-dialog' ) ).toBe( dialog.id );
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
		expect( document.body.querySelector( 'iframe' ) ).toBeNull();
		expect( dialog.querySelector( 'template' ) ).not.toBeNull();
	} );

	it( 'renders nothing without a valid event address', () => {
		expect(
			render(
				{ url: 'https://www.eventbrite.com/o/organiser-123' },
				'',
				renderContext()
			)
		).toBe( '' );
		expect(
			render(
				{ url: 'javascript:alert(1)//eventbrite.com/e/x-1' },
				'',
				renderContext()
			)
		).toBe( '' );
	} );
} );

describe( 'event URL rules', () => {
	it( 'takes the numeric id at the end of the path', () => {
		expect( eventIdFromUrl( `${ EVENT }?aff=ebdssbcitybrowse` ) ).toBe(
			144144099883
		);
		expect( eventIdFromUrl( 'http://www.eventbrite.co.uk/e/123' ) ).toBe(
			123
		);
		expect(
			eventIdFromUrl( 'https://www.eventbrite.com/e/no-id-here' )
		).toBeNull();
		expect(
			eventIdFromUrl( 'https://eventbrite.example.com/e/x-123' )
		).toBeNull();
	} );

	it( 'refuses the sample event', () => {
		expect( eventIdFromUrl( SAMPLE_EVENT_URL ) ).toBe( 123456789 );
		expect( isEmbeddableEventUrl( SAMPLE_EVENT_URL ) ).toBe( false );
		expect( isEmbeddableEventUrl( EVENT ) ).toBe( true );
	} );
} );
