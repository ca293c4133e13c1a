/**
 * Rendering Jetpack-saved content and buttons: Jetpack's own contact-form fixture (from the
 * corpus of tests/support/jetpack-corpus.ts) becomes a working form, a standalone button
 * renders per `element` (refusing unsafe links), and field names stay unique within a form.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeWithCorpus } from '../support/jetpack-corpus';
import {
	field,
	formContent,
	renderBlocks as render,
	SUBMIT_BUTTON,
} from './support/forms';

describeWithCorpus( 'Jetpack content', ( corpus ) => {
	it( "renders Jetpack's own contact-form fixture as a working form", () => {
		const fixture = readFileSync(
			path.join( corpus, 'contact-form', 'jetpack__contact-form.html' ),
			'utf8'
		);
		const document = render( fixture );
		const form = document.querySelector( 'form' )!;
		expect( form.closest( '.noodles' ) ).not.toBeNull();
		expect(
			[ ...form.querySelectorAll( '.jetpack-field__label' ) ].map(
				( label ) => label.textContent
			)
		).toEqual( [ 'Name (required)', 'Email (required)', 'Message' ] );
		expect( form.querySelector( 'button[type=submit]' )?.textContent ).toBe(
			'Contact Us Today!'
		);
	} );
} );

describe( 'standalone buttons', () => {
	it( 'renders a standalone button per element, refusing unsafe links', () => {
		const link = render(
			'<!-- wp:jetpack/button {"text":"Contact Us","textColor":"black","backgroundColor":"white","borderRadius":25,"url":"https://example.com/"} /-->'
		).querySelector( '.wp-block-jetpack-button a' )!;
		expect( link.getAttribute( 'href' ) ).toBe( 'https://example.com/' );
		expect( link.className ).toContain( 'has-black-color' );
		expect( link.className ).toContain( 'has-white-background-color' );
		expect( link.getAttribute( 'style' ) ).toBe( 'border-radius:25px' );
		const unsafe = render(
			'<!-- wp:jetpack/button {"text":"Go","url":"javascript:alert(1)"} /-->'
		).querySelector( '.wp-block-jetpack-button a' )!;
		expect( unsafe.hasAttribute( 'href' ) ).toBe( false );
		const input = render(
			'<!-- wp:jetpack/button {"element":"input","text":"Go"} /-->'
		).querySelector( '.wp-block-jetpack-button input' )!;
		expect( input.getAttribute( 'type' ) ).toBe( 'submit' );
		expect( input.getAttribute( 'value' ) ).toBe( 'Go' );
	} );
} );

it( 'keeps a submit button in the form and field names unique', () => {
	const document = render(
		formContent(
			field( 'text', { label: 'Name' } ) +
				field( 'text', { label: 'Name' } ) +
				SUBMIT_BUTTON
		)
	);
	const names = [
		...document.querySelectorAll(
			'form input[type=text]:not([name="contact-form-url"])'
		),
	].map( ( input ) => input.getAttribute( 'name' ) );
	expect( names ).toEqual( [ 'g7-name', 'g7-name-2' ] );
} );
