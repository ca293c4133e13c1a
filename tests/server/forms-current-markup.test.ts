/**
 * Forms saved in Jetpack's current markup (fields holding `jetpack/label`, `jetpack/input`,
 * `jetpack/phone-input`, `jetpack/options` / `jetpack/option` blocks; fixtures in
 * blocks/contact-form/test/fixtures and blocks/field-date/test/fixtures, sources in their
 * SOURCES.md) are shown to visitors with the
 * labels, placeholders and options of those inner blocks, and submissions are checked against them.
 */
import {
	blockFixture,
	contactFormFixture,
	formContent,
	formsSiteForThisFile,
	publishAndVisit,
	refusedNames,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';

const fixture = ( name: string ) => contactFormFixture( `current-${ name }` );

const site = formsSiteForThisFile();

const publishedForm = ( content: string ) =>
	publishAndVisit( site.testSite, content );

function labels( document: Document ): string[] {
	return [ ...document.querySelectorAll( '.jetpack-field__label' ) ].map(
		( label ) => label.textContent?.replace( /\s+/g, ' ' ).trim() ?? ''
	);
}

it( 'labels fields from their jetpack/label blocks, with their required text', async () => {
	const { document } = await publishedForm( fixture( 'required-text' ) );
	expect( labels( document ) ).toEqual( [
		'Full name (needed)',
		'Email (needed)',
	] );
} );

it( 'takes placeholders from jetpack/input and jetpack/phone-input', async () => {
	const { document, form, id } = await publishedForm(
		fixture( 'placeholders' )
	);
	const placeholder = ( name: string ) =>
		document
			.querySelector( `[name="g${ id }-${ name }"]` )
			?.getAttribute( 'placeholder' );
	expect( placeholder( 'email' ) ).toBe( 'jo@example.com' );
	expect( placeholder( 'phone' ) ).toBe( '+1 555 0100' );
	expect( placeholder( 'website' ) ).toBe( 'https://example.com' );
	expect( form.names ).toContain( `g${ id }-i-agree-to-the-terms` );
} );

it( 'offers the jetpack/option labels of radio and checkbox fields, and checks answers against them', async () => {
	const { document, form, id, visitor } = await publishedForm(
		fixture( 'choices' )
	);
	const values = ( type: string ) =>
		[ ...document.querySelectorAll( `input[type=${ type }]` ) ].map(
			( input ) => input.getAttribute( 'value' )
		);
	expect( values( 'radio' ) ).toEqual( [ 'In person', 'Online' ] );
	expect( values( 'checkbox' ) ).toEqual(
		expect.arrayContaining( [ 'Art', 'Events' ] )
	);
	expect( labels( document ) ).toEqual(
		expect.arrayContaining( [ 'Your name *', 'Topic', 'Where', 'Topics' ] )
	);
	const name = ( slug: string ) => `g${ id }-${ slug }`;
	const refused = await submitJson( visitor, form, {
		[ name( 'contact-name' ) ]: '',
		[ name( 'where' ) ]: 'By post',
	} );
	expect( refused.body ).toMatchObject( { success: false, status: 400 } );
	expect( refusedNames( refused.body ) ).toEqual(
		expect.arrayContaining( [ name( 'contact-name' ), name( 'where' ) ] )
	);
	const again = await visitForm( visitor, id );
	const accepted = await submitJson( visitor, again, {
		[ name( 'contact-name' ) ]: 'Jo',
		[ name( 'where' ) ]: 'Online',
		[ name( 'topics' ) ]: [ 'Art' ],
	} );
	expect( accepted.body ).toMatchObject( { success: true } );
} );

it( 'uses a core Button of type submit as the form submit button (no second button)', async () => {
	const { document } = await publishedForm( fixture( 'core-button' ) );
	const buttons = document.querySelectorAll(
		'button[type=submit], input[type=submit]'
	);
	expect( buttons ).toHaveLength( 1 );
	expect( buttons[ 0 ].textContent ).toBe( 'Send' );
	expect( labels( document ) ).toEqual( [
		'Name (required)',
		'Email (required)',
		'Message',
	] );
} );

it( 'shows a date field saved in the current shape as a date input labelled from its jetpack/label, and checks the date', async () => {
	const { document, form, id, visitor } = await publishedForm(
		formContent(
			blockFixture( 'field-date', 'jetpack__field-date__current' ) +
				SUBMIT_BUTTON
		)
	);
	const name = `g${ id }-arrival`;
	const input = document.querySelector< HTMLInputElement >(
		`[name="${ name }"]`
	);
	expect( input?.type ).toBe( 'date' );
	expect( input?.required ).toBe( true );
	expect( input?.placeholder ).toBe( 'Pick a day' );
	expect( labels( document ) ).toEqual( [ 'Arrival (needed)' ] );
	expect(
		document.querySelector( `label[for="${ input?.id }"]` )
	).not.toBeNull();

	const refused = await submitJson( visitor, form, {
		[ name ]: '2025-02-31',
	} );
	expect( refused.body ).toMatchObject( { success: false, status: 400 } );
	expect( refused.body.errors ).toEqual( [
		expect.objectContaining( {
			name,
			message: 'Please enter a valid date as YYYY-MM-DD.',
		} ),
	] );
	const again = await visitForm( visitor, id );
	const accepted = await submitJson( visitor, again, {
		[ name ]: '2025-03-14',
	} );
	expect( accepted.body ).toMatchObject( { success: true } );
} );
