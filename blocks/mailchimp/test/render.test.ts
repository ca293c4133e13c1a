/**
 * What visitors get for a Mailchimp block (render.ts): a form posting to the subscribe route
 * that names its post and block, an email field named by the placeholder, the inner button as
 * its submit button, the consent text describing the form, and three hidden notices; texts
 * absent from the comment get the defaults, rich text becomes plain text, the wrapper keeps its
 * alignment and custom class.
 */
import { renderContext } from '../../../tests/support/render-context';
import render from '../render';

const BUTTON =
	'<div class="wp-block-jetpack-button wp-block-button"><button type="submit" class="wp-block-button__link wp-element-button">Join my email list</button></div>';

function mount( html: string ) {
	document.body.innerHTML = html;
	return document.body;
}

const place = ( path: number[] ) => ( {
	...renderContext(),
	block: {
		node: { blockName: 'jetpack/mailchimp', attrs: {}, innerBlocks: [] },
		path,
		ancestors: [],
	},
} );

describe( 'Mailchimp render', () => {
	it( 'prints the form with the defaults, naming its post and block', () => {
		const body = mount(
			render(
				{},
				`<div class="wp-block-jetpack-mailchimp">${ BUTTON }</div>`,
				place( [ 3, 1 ] )
			)
		);
		const wrapper = body.firstElementChild as HTMLElement;
		expect( wrapper.className ).toBe( 'wp-block-jetpack-mailchimp' );
		const form = wrapper.querySelector( 'form' )!;
		expect( form.getAttribute( 'action' ) ).toBe(
			'http://127.0.0.1:8888/wp-json/wpcom/v2/mailchimp/subscribe'
		);
		expect( Object.fromEntries( new FormData( form ).entries() ) ).toEqual(
			{ post_id: '7', block: '3-1', email: '' }
		);
		const email =
			form.querySelector< HTMLInputElement >( 'input[type=email]' )!;
		expect( email ).toMatchObject( {
			type: 'email',
			name: 'email',
			required: true,
			placeholder: 'Enter your email',
		} );
		expect( email.getAttribute( 'aria-label' ) ).toBe( 'Enter your email' );
		// The inner button is the form's submit button; the saved wrapper is not repeated.
		expect( form.querySelector( 'button' )!.type ).toBe( 'submit' );
		expect(
			wrapper.querySelectorAll( '.wp-block-jetpack-mailchimp' )
		).toHaveLength( 0 );
		const consent = document.getElementById(
			form.getAttribute( 'aria-describedby' )!
		)!;
		expect( consent.textContent ).toMatch(
			/^By clicking submit, you agree to share your email address/
		);
		const notices = [
			...wrapper.querySelectorAll< HTMLElement >(
				'.wp-block-jetpack-mailchimp_notification'
			),
		].map( ( node ) => [
			node.getAttribute( 'role' ),
			node.hidden,
			node.textContent,
		] );
		expect( notices ).toEqual( [
			[ 'status', true, 'Processing…' ],
			[ 'status', true, "Success! You're on the list." ],
			[
				'alert',
				true,
				"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.",
			],
		] );
	} );

	it( "uses the author's texts as plain text, the alignment and the class", () => {
		const body = mount(
			render(
				{
					emailPlaceholder: 'Your <b>email</b>',
					consentText:
						'Weekly &amp; <em>free</em>. <script>alert(1)</script>',
					successLabel: 'Thanks!',
					align: 'wide',
					className: 'is-footer',
				},
				BUTTON,
				place( [ 0 ] )
			)
		);
		const wrapper = body.firstElementChild as HTMLElement;
		expect( wrapper.className ).toBe(
			'wp-block-jetpack-mailchimp alignwide is-footer'
		);
		expect(
			wrapper.querySelector< HTMLInputElement >( 'input[type=email]' )!
				.placeholder
		).toBe( 'Your email' );
		expect(
			wrapper.querySelector( '.wp-block-jetpack-mailchimp_consent-text' )!
				.textContent
		).toBe( 'Weekly & free. alert(1)' );
		expect( wrapper.querySelector( 'script' ) ).toBeNull();
		expect(
			wrapper.querySelector( '.wp-block-jetpack-mailchimp_success' )!
				.textContent
		).toBe( 'Thanks!' );
		// Older saves have no wrapper: the button alone is the inner markup.
		expect( wrapper.querySelector( 'form button' ) ).not.toBeNull();
	} );

	it( 'leaves the consent out, and the form undescribed, when the text is empty', () => {
		const body = mount(
			render( { consentText: '' }, BUTTON, place( [ 0 ] ) )
		);
		expect(
			body.querySelector( '.wp-block-jetpack-mailchimp_consent-text' )
		).toBeNull();
		expect(
			body.querySelector( 'form' )!.hasAttribute( 'aria-describedby' )
		).toBe( false );
	} );
} );
