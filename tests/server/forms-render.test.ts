/**
 * The visitor HTML of contact forms, rendered through the site's real pipeline with the
 * suite's server blocks: a named form landmark, every control labelled, choice groups in
 * fieldset/legend, required + the required text, errors tied to their fields and summarised
 * in an alert, kept input, the honeypot hidden from people and assistive technology, and the
 * submit button (Jetpack content and buttons: forms-render-content.test.ts).
 */
import { field, formContent, renderBlocks as render } from './support/forms';

const EVERY_FIELD = formContent(
	[
		field( 'name', { required: true } ),
		field( 'email', { required: true, requiredText: '(needed)' } ),
		field( 'url' ),
		field( 'date' ),
		field( 'telephone' ),
		field( 'text', { label: 'Company' } ),
		field( 'textarea', { label: 'Message' } ),
		field( 'checkbox', { label: 'Call me back' } ),
		field( 'consent', { consentType: 'explicit' } ),
		field( 'checkbox-multiple', {
			label: 'Topics',
			options: [ 'Sales', 'Support' ],
			required: true,
		} ),
		'<!-- wp:jetpack/field-radio {"label":"Size"} --><!-- wp:jetpack/field-option-radio {"label":"Small"} /--><!-- wp:jetpack/field-option-radio {"label":"Large"} /--><!-- /wp:jetpack/field-radio -->',
		field( 'select', {
			label: 'Country',
			options: [ 'France', 'Peru' ],
			toggleLabel: 'Pick a country',
		} ),
		'<!-- wp:jetpack/button {"element":"button","text":"Send <strong>now</strong>","backgroundColor":"vivid-red","customTextColor":"#ffffff","borderRadius":12} /-->',
	].join( '\n' ),
	{ formTitle: 'Get in touch' }
);

describe( 'contact form markup', () => {
	it( 'is a form landmark named by formTitle, posting to the form endpoint with its token', () => {
		const form = render( EVERY_FIELD ).querySelector( 'form' )!;
		expect( form.getAttribute( 'aria-label' ) ).toBe( 'Get in touch' );
		expect( form.getAttribute( 'method' ) ).toBe( 'post' );
		expect( form.getAttribute( 'action' ) ).toBe( '/submit-here' );
		const hidden = ( name: string ) =>
			form.querySelector< HTMLInputElement >(
				`input[type=hidden][name="${ name }"]`
			)?.value;
		expect( hidden( 'contact-form-id' ) ).toBe( '7' );
		expect( hidden( 'contact-form-key' ) ).toBe( '0' );
		expect( hidden( 'contact-form-token' ) ).toBe( 'token-for-0' );
	} );

	it( 'falls back to the post title for the accessible name', () => {
		const form = render(
			formContent( field( 'name' ) ),
			undefined,
			'Book a table'
		).querySelector( 'form' )!;
		expect( form.getAttribute( 'aria-label' ) ).toBe( 'Book a table' );
	} );

	it( 'labels every control, including the default labels of Jetpack-saved fields', () => {
		const document = render( EVERY_FIELD );
		const controls = [
			...document.querySelectorAll(
				'form input:not([type=hidden]), form select, form textarea'
			),
		].filter( ( control ) => ! control.closest( '[aria-hidden="true"]' ) );
		expect( controls.length ).toBeGreaterThan( 12 );
		for ( const control of controls ) {
			const label = document.querySelector(
				`label[for="${ control.id }"]`
			);
			expect( label?.textContent?.trim() ).toBeTruthy();
		}
		const labelOf = ( type: string ) =>
			document
				.querySelector( `.jetpack-field-${ type } label` )
				?.textContent?.replace( /\s+/g, ' ' )
				.trim();
		expect( labelOf( 'name' ) ).toBe( 'Name (required)' );
		expect( labelOf( 'email' ) ).toBe( 'Email (needed)' );
		expect( labelOf( 'url' ) ).toBe( 'URL' );
		expect( labelOf( 'telephone' ) ).toBe( 'Phone' );
		expect( labelOf( 'consent' ) ).toBe(
			'Can we send you an email from time to time?'
		);
	} );

	it( 'uses the right control types and marks required ones', () => {
		const document = render( EVERY_FIELD );
		const control = ( type: string ) =>
			document.querySelector(
				`.jetpack-field-${ type } input, .jetpack-field-${ type } textarea, .jetpack-field-${ type } select`
			)!;
		expect( control( 'email' ).getAttribute( 'type' ) ).toBe( 'email' );
		expect( control( 'email' ).hasAttribute( 'required' ) ).toBe( true );
		expect( control( 'url' ).getAttribute( 'type' ) ).toBe( 'url' );
		expect( control( 'url' ).hasAttribute( 'required' ) ).toBe( false );
		expect( control( 'date' ).getAttribute( 'type' ) ).toBe( 'date' );
		expect( control( 'telephone' ).getAttribute( 'type' ) ).toBe( 'tel' );
		expect( control( 'textarea' ).tagName ).toBe( 'TEXTAREA' );
		const select = control( 'select' ) as HTMLSelectElement;
		expect(
			[ ...select.options ].map( ( option ) => option.textContent )
		).toEqual( [ 'Pick a country', 'France', 'Peru' ] );
	} );

	it( 'puts choice groups in a fieldset with a legend, options from attributes or option blocks', () => {
		const document = render( EVERY_FIELD );
		const topics = document.querySelector(
			'.jetpack-field-checkbox-multiple fieldset'
		)!;
		expect( topics.querySelector( 'legend' )?.textContent ).toBe(
			'Topics (required)'
		);
		expect(
			[ ...topics.querySelectorAll( 'input[type=checkbox]' ) ].map(
				( box ) => box.getAttribute( 'value' )
			)
		).toEqual( [ 'Sales', 'Support' ] );
		const size = document.querySelector( '.jetpack-field-radio fieldset' )!;
		expect( size.querySelector( 'legend' )?.textContent ).toBe( 'Size' );
		expect(
			[ ...size.querySelectorAll( 'input[type=radio]' ) ].map(
				( radio ) => radio.getAttribute( 'value' )
			)
		).toEqual( [ 'Small', 'Large' ] );
	} );

	it( 'hides the honeypot from people and assistive technology', () => {
		const trap = render( EVERY_FIELD ).querySelector(
			'input[name="contact-form-url"]'
		)!;
		expect( trap.closest( '[aria-hidden="true"]' ) ).not.toBeNull();
		expect( trap.getAttribute( 'tabindex' ) ).toBe( '-1' );
		expect( trap.getAttribute( 'autocomplete' ) ).toBe( 'off' );
	} );

	it( 'renders the inner button as the submit button with its colours and radius', () => {
		const button = render( EVERY_FIELD ).querySelector( 'form button' )!;
		expect( button.getAttribute( 'type' ) ).toBe( 'submit' );
		expect( button.textContent ).toBe( 'Send now' );
		expect( button.className ).toContain(
			'has-vivid-red-background-color'
		);
		expect( button.getAttribute( 'style' ) ).toBe(
			'color:#ffffff;border-radius:12px'
		);
	} );

	it( 'adds a submit button to forms without one', () => {
		const button = render( formContent( field( 'name' ) ) ).querySelector(
			'form button[type=submit]'
		);
		expect( button?.textContent ).toBe( 'Submit' );
	} );

	it( 'renders implicit consent as its message', () => {
		const consent = render(
			formContent( field( 'consent' ) )
		).querySelector( '.jetpack-field-consent' )!;
		expect( consent.querySelector( 'input[type=checkbox]' ) ).toBeNull();
		expect( consent.textContent ).toContain( 'permission to email you' );
	} );
} );

describe( 'a form answered with errors', () => {
	const document = render( EVERY_FIELD, {
		formKey: '0',
		values: {
			'g7-name': '',
			'g7-email': 'not-an-email',
			'g7-message': 'Line one\nLine <two>',
			'g7-topics': [ 'Support' ],
			'g7-size': 'Large',
			'g7-country': 'Peru',
		},
		errors: {
			'g7-name': 'This field is required.',
			'g7-email': 'Please enter a valid email address.',
		},
	} );

	it( 'summarises the errors in an alert that takes focus, linking to each field', () => {
		const summary = document.querySelector( '.contact-form__error' )!;
		expect( summary.getAttribute( 'role' ) ).toBe( 'alert' );
		expect( summary.getAttribute( 'tabindex' ) ).toBe( '-1' );
		expect( summary.hasAttribute( 'autofocus' ) ).toBe( true );
		const links = [ ...summary.querySelectorAll( 'a' ) ];
		expect( links.map( ( link ) => link.textContent ) ).toEqual( [
			'Name: This field is required.',
			'Email: Please enter a valid email address.',
		] );
		for ( const link of links ) {
			expect(
				document.querySelector( link.getAttribute( 'href' )! )
			).not.toBeNull();
		}
	} );

	it( 'ties each message to its control with aria-describedby and aria-invalid', () => {
		const email = document.querySelector( '.jetpack-field-email input' )!;
		expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			document.getElementById( email.getAttribute( 'aria-describedby' )! )
				?.textContent
		).toBe( 'Please enter a valid email address.' );
		expect(
			document
				.querySelector( '.jetpack-field-url input' )!
				.hasAttribute( 'aria-invalid' )
		).toBe( false );
	} );

	it( "keeps the visitor's input in every kind of control", () => {
		expect(
			document.querySelector< HTMLInputElement >(
				'.jetpack-field-email input'
			)!.value
		).toBe( 'not-an-email' );
		expect(
			document.querySelector( '.jetpack-field-textarea textarea' )!
				.textContent
		).toBe( 'Line one\nLine <two>' );
		expect(
			document.querySelector< HTMLInputElement >(
				'input[value="Support"]'
			)!.checked
		).toBe( true );
		expect(
			document.querySelector< HTMLInputElement >(
				'input[value="Sales"]'
			)!.checked
		).toBe( false );
		expect(
			document.querySelector< HTMLInputElement >(
				'input[value="Large"]'
			)!.checked
		).toBe( true );
		expect(
			document.querySelector< HTMLSelectElement >(
				'.jetpack-field-select select'
			)!.value
		).toBe( 'Peru' );
	} );

	it( 'shows the thank-you in place of the form once sent', () => {
		const thanked = render( EVERY_FIELD, {
			formKey: '0',
			values: {},
			errors: {},
			thankYouHtml: '<div class="contact-form-submission">Thanks</div>',
		} );
		expect( thanked.querySelector( 'form' ) ).toBeNull();
		expect(
			thanked.querySelector( '.contact-form-submission' )?.textContent
		).toBe( 'Thanks' );
	} );
} );
