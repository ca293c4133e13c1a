/**
 * The hidden field for visitors (fixtures in blocks/field-hidden/test/fixtures: Jetpack's current
 * self-closing markup and its earlier `<input type="hidden">` markup): the page holds only a
 * hidden input with the field's value, nothing a visitor sees; the value sent with the form is
 * stored with the response, shown on the response screen and exported, never in the thank-you
 * the visitor gets; a value longer than the limit is refused naming the field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
	exportedCsvRows,
	latestResponseAnswers,
} from './support/feedback-fixture';
import {
	dom,
	field,
	formContent,
	postForm,
	publishPost,
	startFormsSite,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';
import type { TestSite } from './support/test-site';

const fixture = ( name: string ) =>
	readFileSync(
		path.join(
			__dirname,
			`../../blocks/field-hidden/test/fixtures/${ name }.html`
		),
		'utf8'
	);

let test: TestSite;
let postId: number;

beforeAll( async () => {
	test = await startFormsSite( { rateLimit: 1000 } );
	( { id: postId } = await publishPost(
		await test.admin(),
		formContent(
			field( 'name', { required: true } ) +
				fixture( 'jetpack__field-hidden' ) +
				fixture( 'jetpack__field-hidden__deprecated-1' ) +
				SUBMIT_BUTTON
		)
	) );
} );

afterAll( () => test.close() );

const name = ( slug: string ) => `g${ postId }-${ slug }`;

it( 'gives visitors only hidden inputs holding the values, in either saved markup', async () => {
	const form = await visitForm( test.client(), postId );
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
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
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

	const editor = await test.editor();
	expect( await latestResponseAnswers( editor ) ).toMatchObject( {
		Name: 'Ada',
		Campaign: 'spring-fair',
		Company_ID: 'ACME Inc.',
	} );
	const [ newest ] = await exportedCsvRows( editor );
	expect( newest ).toMatchObject( {
		Campaign: 'spring-fair',
		Company_ID: 'ACME Inc.',
	} );
} );

it( 'refuses a value longer than 2000 characters, naming the field', async () => {
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
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
