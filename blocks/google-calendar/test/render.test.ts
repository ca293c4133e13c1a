/** What visitors get for the calendar embed (render.ts) and the input rules (calendar-url.ts). */
import { renderContext } from '../../../tests/support/render-context';
import render from '../render';
import { parseCalendarInput } from '../calendar-url';

const URL_ =
	'https://calendar.google.com/calendar/embed?src=c_abc%40group.calendar.google.com&ctz=Australia%2FBrisbane';

describe( 'Google Calendar render', () => {
	it( 'holds the calendar frame back, at the default height 600 (300 on small screens by class)', () => {
		const html = render( { url: URL_ }, '', renderContext() );
		document.body.innerHTML = html;
		const wrapper = document.body.firstElementChild!;
		expect( wrapper.className ).toBe(
			'wp-block-jetpack-google-calendar is-default-height'
		);
		expect( document.body.querySelector( 'button' )!.textContent ).toBe(
			'Load content from Google Calendar (calendar.google.com)'
		);
		const frame = document.body
			.querySelector( 'template' )!
			.content.querySelector( 'iframe' )!;
		expect( frame.getAttribute( 'src' ) ).toBe( URL_ );
		expect( frame.getAttribute( 'height' ) ).toBe( '600' );
	} );

	it( 'uses a custom height without the small-screen rule', () => {
		const html = render( { url: URL_, height: 444 }, '', {
			...renderContext(),
			embeds: { loadDirectly: true },
		} );
		expect( html ).toContain( 'height="444"' );
		expect( html ).not.toContain( 'is-default-height' );
	} );

	it( 'renders nothing for another address', () => {
		expect(
			render(
				{ url: 'https://calendar.evil.example/calendar/embed' },
				'',
				renderContext()
			)
		).toBe( '' );
	} );
} );

describe( 'calendar input', () => {
	it( 'takes the URL and height from iframe code', () => {
		expect(
			parseCalendarInput(
				`<iframe src="${ URL_.replace( '&', '&amp;' ) }" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>`
			)
		).toEqual( { url: URL_, height: 450 } );
	} );

	it( 'decodes a cid link into an embed URL', () => {
		const cid = btoa( 'c_abc@group.calendar.google.com' );
		expect(
			parseCalendarInput(
				`https://calendar.google.com/calendar/u/0?cid=${ cid }`
			)
		).toEqual( {
			url: 'https://calendar.google.com/calendar/embed?src=c_abc%40group.calendar.google.com',
		} );
	} );

	it( 'accepts the public URL and refuses a shareable link or anything else', () => {
		expect( parseCalendarInput( URL_ ) ).toEqual( { url: URL_ } );
		expect(
			parseCalendarInput( 'https://calendar.app.google/xyz' )
		).toBeNull();
		expect( parseCalendarInput( 'https://example.com' ) ).toBeNull();
	} );
} );
