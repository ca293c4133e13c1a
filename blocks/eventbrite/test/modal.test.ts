/**
 * The button-with-modal style for visitors: the server renders the inner button as the opener
 * of a closed <dialog> that holds the consent-first checkout; the view scripts (the shared
 * dialog and consent scripts, as the block's view.ts starts them) open it, move focus to the
 * "Load content" button, load the frame inside on request, close on Escape or Close and give
 * focus back to the button. jsdom has no showModal(), so this runs the scripts' fallback (the
 * `open` attribute); the browser test runs the real modal.
 */
import { startEmbedConsent } from '../../../shared/embed/consent-view';
import { startEmbedDialogs } from '../../../shared/embed/dialog-view';
import render from '../render';
import { contextWithInnerButton } from './button-context';

const EVENT =
	'https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883';

const modalContext = ( path: number[] ) =>
	contextWithInnerButton( 'Get tickets', path );

function renderModal( path = [ 0 ], loadDirectly = false ) {
	return render(
		{ url: EVENT, eventId: 144144099883, style: 'modal' },
		'<div class="wp-block-jetpack-eventbrite"></div>',
		{ ...modalContext( path ), embeds: { loadDirectly } }
	);
}

/** The element that has focus. */
function focused() {
	return document.body.ownerDocument.activeElement;
}

function press( element: Element, key: string ) {
	element.dispatchEvent(
		new KeyboardEvent( 'keydown', { key, bubbles: true } )
	);
}

describe( 'Eventbrite button with modal: rendered', () => {
	it( 'the button opens a closed dialog holding the consent-first checkout', () => {
		document.body.innerHTML = renderModal();
		const opener = document.querySelector( 'a' )!;
		expect( opener.textContent ).toBe( 'Get tickets' );
		// Without JavaScript it is a link to the event page.
		expect( opener.getAttribute( 'href' ) ).toBe( EVENT );
		const dialog = document.querySelector( 'dialog' )!;
		expect( opener.getAttribute( 'data-embed-dialog' ) ).toBe( dialog.id );
		expect( opener.getAttribute( 'aria-controls' ) ).toBe( dialog.id );
		expect( opener.getAttribute( 'aria-haspopup' ) ).toBe( 'dialog' );
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
		expect( dialog.getAttribute( 'aria-label' ) ).toBe(
			'Eventbrite event checkout'
		);
		// Nothing loads from Eventbrite: the frame waits in the consent template.
		expect( document.querySelector( 'iframe' ) ).toBeNull();
		expect(
			dialog
				.querySelector( 'template' )!
				.content.querySelector( 'iframe' )!
				.getAttribute( 'src' )
		).toContain( 'eid=144144099883' );
		expect(
			Array.from( dialog.querySelectorAll( 'button' ) ).map(
				( button ) => button.textContent
			)
		).toEqual( [
			'Close',
			'Load content from Eventbrite (www.eventbrite.com)',
		] );
	} );

	it( 'gives each block on a page its own dialog', () => {
		document.body.innerHTML =
			renderModal( [ 0 ] ) + renderModal( [ 2, 1 ] );
		const ids = Array.from( document.querySelectorAll( 'dialog' ) ).map(
			( dialog ) => dialog.id
		);
		expect( new Set( ids ).size ).toBe( 2 );
		document
			.querySelectorAll( 'a[data-embed-dialog]' )
			.forEach( ( a, i ) =>
				expect( a.getAttribute( 'data-embed-dialog' ) ).toBe( ids[ i ] )
			);
	} );

	it( 'keeps a saved inner button with its own link, made the opener', () => {
		const html = render(
			{ url: EVENT, style: 'modal' },
			'<div class="wp-block-jetpack-eventbrite"><div class="wp-block-button"><a class="wp-block-button__link has-vivid-red-background-color" href="https://www.eventbrite.com/e/144144099883">Buy</a></div></div>',
			modalContext( [ 3 ] )
		);
		document.body.innerHTML = html;
		const opener = document.querySelector( 'a' )!;
		expect( opener.className ).toContain(
			'has-vivid-red-background-color'
		);
		expect( opener.getAttribute( 'data-embed-dialog' ) ).toBe(
			'eventbrite-checkout-3'
		);
	} );
} );

describe( 'Eventbrite button with modal: the view scripts', () => {
	function start() {
		startEmbedConsent();
		startEmbedDialogs();
		return {
			opener: document.querySelector< HTMLElement >( 'a' )!,
			dialog: document.querySelector( 'dialog' )!,
		};
	}

	it( 'opens on the button, focuses Load content, loads the frame inside, Escape closes and returns focus', () => {
		document.body.innerHTML = renderModal();
		const { opener, dialog } = start();
		opener.focus();
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		opener.dispatchEvent( click );
		// The page stays: the dialog opens instead of the event page.
		expect( click.defaultPrevented ).toBe( true );
		expect( dialog.hasAttribute( 'open' ) ).toBe( true );
		expect( focused()?.textContent ).toBe(
			'Load content from Eventbrite (www.eventbrite.com)'
		);

		( focused() as HTMLElement ).click();
		const frame = dialog.querySelector( 'iframe' )!;
		expect( frame.getAttribute( 'title' ) ).toBe(
			'Eventbrite event checkout'
		);
		expect( focused() ).toBe( frame );

		press( frame, 'Escape' );
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
		expect( focused() ).toBe( opener );

		// Opened again, focus goes to the loaded checkout.
		opener.click();
		expect( focused() ).toBe( dialog.querySelector( 'iframe' ) );
	} );

	it( 'closes with its Close button', () => {
		document.body.innerHTML = renderModal();
		const { opener, dialog } = start();
		opener.click();
		dialog
			.querySelector< HTMLElement >( '[data-embed-dialog-close]' )!
			.click();
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
		expect( focused() ).toBe( opener );
	} );

	it( 'holds the frame itself when the site loads embeds directly', () => {
		document.body.innerHTML = renderModal( [ 0 ], true );
		const { opener, dialog } = start();
		expect( dialog.querySelector( 'iframe' ) ).not.toBeNull();
		expect( dialog.querySelector( '[data-embed-consent]' ) ).toBeNull();
		opener.click();
		expect( focused() ).toBe( dialog.querySelector( 'iframe' ) );
	} );

	it( 'binds each opener once, however often it starts', () => {
		document.body.innerHTML = renderModal();
		const { opener, dialog } = start();
		startEmbedDialogs();
		opener.click();
		dialog
			.querySelector< HTMLElement >( '[data-embed-dialog-close]' )!
			.click();
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
	} );
} );
