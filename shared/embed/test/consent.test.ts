/**
 * Consent-first loading: the renderer holds the frame back behind "Load content from
 * <service>" (naming the host) unless the site allows direct loading; the view script swaps
 * the frame in on click and moves focus to it. Non-https frame addresses are never printed.
 */
import { renderContext } from '../../../tests/support/render-context';
import { consentEmbed, type EmbedFrame } from '../consent';
import { startEmbedConsent } from '../consent-view';

const frame: EmbedFrame = {
	service: 'Calendly',
	src: 'https://calendly.com/acme?embed_type=Inline',
	title: 'Calendly scheduling calendar',
	height: 630,
	link: 'https://calendly.com/acme',
	linkText: 'Schedule a time on Calendly',
};

function mount( html: string ) {
	document.body.innerHTML = html;
	return document.body;
}

describe( 'consentEmbed', () => {
	it( 'loads nothing by default: a named button, the host, a link, the frame in a template', () => {
		const body = mount( consentEmbed( frame, renderContext() ).toString() );
		expect( body.querySelector( 'iframe' ) ).toBeNull();
		const button = body.querySelector( 'button' )!;
		expect( button.textContent ).toBe(
			'Load content from Calendly (calendly.com)'
		);
		expect( body.textContent ).toContain(
			'This content is hosted by calendly.com. It is not loaded until you choose to load it.'
		);
		expect( body.querySelector( 'a' )!.getAttribute( 'href' ) ).toBe(
			'https://calendly.com/acme'
		);
		const template = body.querySelector( 'template' )!;
		expect(
			template.content.querySelector( 'iframe' )!.getAttribute( 'src' )
		).toBe( frame.src );
	} );

	it( 'prints the frame at once when the site allows direct loading', () => {
		const context = { ...renderContext(), embeds: { loadDirectly: true } };
		const body = mount( consentEmbed( frame, context ).toString() );
		expect( body.querySelector( 'button' ) ).toBeNull();
		const iframe = body.querySelector( 'iframe' )!;
		expect( iframe.getAttribute( 'src' ) ).toBe( frame.src );
		expect( iframe.getAttribute( 'title' ) ).toBe( frame.title );
	} );

	it( 'gives only the link for a frame address that is not https', () => {
		for ( const src of [
			'http://calendly.com/acme',
			'javascript:alert(1)',
			'data:text/html,<script>alert(1)</script>',
		] ) {
			const html = consentEmbed(
				{ ...frame, src },
				{ ...renderContext(), embeds: { loadDirectly: true } }
			).toString();
			expect( html ).not.toContain( '<iframe' );
			expect( html ).toContain( 'href="https://calendly.com/acme"' );
		}
	} );
} );

describe( 'the consent view script', () => {
	it( 'replaces the notice with the frame on click and focuses it', () => {
		const body = mount(
			`<div class="wp-block-jetpack-calendly">${ consentEmbed(
				frame,
				renderContext()
			) }</div>`
		);
		startEmbedConsent( document );
		body.querySelector( 'button' )!.click();
		const iframe = body.querySelector( 'iframe' )!;
		expect( iframe ).not.toBeNull();
		expect( iframe.getAttribute( 'src' ) ).toBe( frame.src );
		expect( body.querySelector( 'button' ) ).toBeNull();
		expect( iframe.ownerDocument.activeElement ).toBe( iframe );
	} );
} );
