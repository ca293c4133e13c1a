/** What visitors get for the scheduling embed (render.ts) and the URL rules behind it. */
import { renderContext } from '../../../tests/support/render-context';
import render from '../render';
import {
	calendlyEmbedUrl,
	isCalendlyUrl,
	parseCalendlyInput,
} from '../calendly-url';

const direct = { ...renderContext(), embeds: { loadDirectly: true } };

function frameSrc( html: string ): string | null {
	document.body.innerHTML = html;
	return (
		(
			document.body.querySelector( 'iframe' ) ??
			document.body
				.querySelector( 'template' )
				?.content.querySelector( 'iframe' )
		)?.getAttribute( 'src' ) ?? null
	);
}

describe( 'Calendly render', () => {
	it( 'inline: the page with the embed and colour parameters, behind the consent button', () => {
		const html = render(
			{
				url: 'https://calendly.com/acme',
				hideEventTypeDetails: true,
				primaryColor: '19ff00',
			},
			'',
			renderContext()
		);
		expect( html ).toContain( 'Load content from Calendly' );
		expect( frameSrc( html ) ).toBe(
			'https://calendly.com/acme?embed_domain=127.0.0.1%3A8888&embed_type=Inline&hide_event_type_details=1&background_color=ffffff&primary_color=19ff00&text_color=4D5055'
		);
	} );

	it( 'link style: the inner button as rendered', () => {
		const inner =
			'<div class="wp-block-jetpack-calendly"><div class="wp-block-button"><a class="wp-block-button__link" href="https://calendly.com/acme">Schedule time with me</a></div></div>';
		const html = render(
			{ url: 'https://calendly.com/acme', style: 'link' },
			inner,
			direct
		);
		expect( html ).toBe(
			'<div class="wp-block-jetpack-calendly"><div class="wp-block-button"><a class="wp-block-button__link" href="https://calendly.com/acme">Schedule time with me</a></div></div>'
		);
		expect( html ).not.toContain( '<iframe' );
	} );

	it( 'renders nothing for an address of another site', () => {
		expect(
			render( { url: 'https://evil.example/acme' }, '', direct )
		).toBe( '' );
		expect( render( { url: 'javascript:alert(1)' }, '', direct ) ).toBe(
			''
		);
	} );

	it( 'drops colours that are not six alphanumeric characters', () => {
		expect(
			calendlyEmbedUrl( {
				url: 'https://calendly.com/a',
				embedDomain: 'x',
				primaryColor: '"><script>',
			} )
		).toBe( 'https://calendly.com/a?embed_domain=x&embed_type=Inline' );
	} );
} );

describe( 'Calendly input rules', () => {
	it( 'accepts only the service address', () => {
		expect( isCalendlyUrl( 'https://calendly.com/acme' ) ).toBe( true );
		expect( isCalendlyUrl( 'http://calendly.com/acme' ) ).toBe( false );
		expect(
			isCalendlyUrl( 'https://calendly.com.evil.example/acme' )
		).toBe( false );
		expect( parseCalendlyInput( 'hello' ) ).toBeNull();
	} );

	it( 'reads inline embed code: data-url means inline, colours and hidden details from the query', () => {
		expect(
			parseCalendlyInput(
				'<div class="calendly-inline-widget" data-url="https://calendly.com/acme/30min?hide_event_type_details=1&background_color=1a1a1a&text_color=ffffff&primary_color=00ff00" style="min-width:320px;height:630px;"></div>'
			)
		).toEqual( {
			url: 'https://calendly.com/acme/30min',
			style: 'inline',
			hideEventTypeDetails: true,
			backgroundColor: '1a1a1a',
			textColor: 'ffffff',
			primaryColor: '00ff00',
		} );
	} );

	it( 'reads popup widget code as link style with the button text and colours', () => {
		const parsed = parseCalendlyInput(
			"<script>Calendly.initBadgeWidget({ url: 'https://calendly.com/acme', text: 'Book a call', color: '#0069ff', textColor: '#ffffff', branding: true });</script>"
		);
		expect( parsed ).toMatchObject( {
			url: 'https://calendly.com/acme',
			style: 'link',
			buttonText: 'Book a call',
			buttonBackgroundColor: '0069ff',
			buttonTextColor: 'ffffff',
		} );
	} );
} );
