/**
 * The hidden field for visitors (fixtures in blocks/field-hidden/test/fixtures: Jetpack's current
 * self-closing markup and its earlier `<input type="hidden">` markup): the page holds only a
 * hidden input with the field's value, nothing a visitor sees; the value sent with the form is
 * stored with the response, shown on the response screen and exported, never in the thank-you
 * the visitor gets; a value longer than the limit is refused naming the field.
 */
import { newestResponseSeen } from './support/feedback-fixture';
import {
	blockFixture,
	dom,
	field,
	formContent,
	formPostForThisFile,
	postForm,
	submitJson,
	SUBMIT_BUTTON,
} from './support/forms';

const fixture = ( name: string ) => blockFixture( 'field-hidden', name );

const site = formPostForThisFile(
	formContent(
		field( 'name', { required: true } ) +
			fixture( 'jetpack__field-hidden' ) +
			fixture( 'jetpack__field-hidden__deprecated-1' ) +
			SUBMIT_BUTTON
	)
);
const { name } = site;

it( 'gives visitors only hidden inputs holding the values, in either saved markup', async () => {
	const { form } = await site.visit();
	const document = dom( form.html );
	const inputs = [
		...document.querySelectorAll< HTMLInputElement >(
			`[name="${ name( 'campaign' ) }"], [name="${ name( 'company-id' ) }"]`
		),
	];
	expect(
		inputs.map( ( input ) => [ input.type, input.name, input.value ] )
	).toEqual( [
		[ 'hidden', name( 'campaign' ), 'spring-fair' ],
		[ 'hidden', name( 'company-id' ), 'ACME Inc.' ],
	] );
	// Nothing of them is shown: no label, wrapper or text.
	const shown = document.querySelector( 'form' )?.textContent ?? '';
	expect( shown ).not.toMatch( /Campaign|spring-fair|Company_ID|ACME/ );
	expect(
		document.querySelector( `[data-jf-field="${ name( 'campaign' ) }"]` )
	).toBeNull();
} );

it( 'stores the value sent with the form, shown on the response screen and exported, not in the visitor’s thank-you', async () => {
	const { visitor, form } = await site.visit();
	// The browser sends the hidden inputs as they are on the page (form.hidden holds them).
	expect( form.hidden[ name( 'campaign' ) ] ).toBe( 'spring-fair' );
	const sent = await postForm( visitor, form, { [ name( 'name' ) ]: 'Ada' } );
	expect( sent.status ).toBe( 303 );
	const thanks = dom(
		await ( await visitor.fetch( sent.headers.get( 'location' )! ) ).text()
	).querySelector( '.contact-form-submission' );
	expect( thanks?.textContent ).toContain( 'Ada' );
	expect( thanks?.textContent ).not.toMatch(
		/Campaign|spring-fair|Company_ID|ACME/
	);

	const { screen, csv } = await newestResponseSeen( site.testSite );
	expect( screen ).toMatchObject( {
		Name: 'Ada',
		Campaign: 'spring-fair',
		Company_ID: 'ACME Inc.',
	} );
	expect( csv ).toMatchObject( {
		Campaign: 'spring-fair',
		Company_ID: 'ACME Inc.',
	} );
} );

it( 'refuses a value longer than 2000 characters, naming the field', async () => {
	const { visitor, form } = await site.visit();
	const refused = await submitJson( visitor, form, {
		[ name( 'name' ) ]: 'Ada',
		[ name( 'campaign' ) ]: 'x'.repeat( 2001 ),
	} );
	expect( refused.body ).toMatchObject( {
		success: false,
		status: 400,
		errors: [
			{
				name: name( 'campaign' ),
				message: 'Please shorten this to at most 2000 characters.',
			},
		],
	} );
} );
