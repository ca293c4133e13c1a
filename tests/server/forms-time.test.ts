/**
 * The time field for visitors (fixture blocks/field-time/test/fixtures/jetpack__field-time.html,
 * Jetpack's current markup): a labelled, required time input; submissions refused with a 400
 * naming the field when the time is not HH:MM on the 24-hour clock, with and without
 * JavaScript; an accepted time kept as sent, on the response screen and in the CSV.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
	exportedCsvRows,
	latestResponseAnswers,
} from './support/feedback-fixture';
import {
	dom,
	postForm,
	publishPost,
	startFormsSite,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';
import type { TestSite } from './support/test-site';

const FIXTURE = readFileSync(
	path.join(
		__dirname,
		'../../blocks/field-time/test/fixtures/jetpack__field-time.html'
	),
	'utf8'
);

let test: TestSite;
let postId: number;

beforeAll( async () => {
	test = await startFormsSite( { rateLimit: 1000 } );
	( { id: postId } = await publishPost(
		await test.admin(),
		`<!-- wp:jetpack/contact-form -->\n<div class="wp-block-jetpack-contact-form">${ FIXTURE }${ SUBMIT_BUTTON }</div>\n<!-- /wp:jetpack/contact-form -->`
	) );
} );

afterAll( () => test.close() );

const name = () => `g${ postId }-preferred-time`;

it( 'gives visitors a required time input labelled from the label block', async () => {
	const form = await visitForm( test.client(), postId );
	const document = dom( form.html );
	const input = document.querySelector< HTMLInputElement >(
		`[name="${ name() }"]`
	);
	expect( input?.type ).toBe( 'time' );
	expect( input?.required ).toBe( true );
	const label = document.querySelector( `label[for="${ input?.id }"]` );
	expect( label?.textContent ).toBe( 'Preferred time (needed)' );
} );

it.each( [ '25:00', '7pm', '12:60', '9:30', '09:30:75' ] )(
	'refuses %p with a message naming the field',
	async ( sent ) => {
		const visitor = test.client();
		const form = await visitForm( visitor, postId );
		const refused = await submitJson( visitor, form, {
			[ name() ]: sent,
		} );
		expect( refused.body ).toMatchObject( {
			success: false,
			status: 400,
			errors: [
				{
					name: name(),
					message:
						'Please enter a valid time as HH:MM (24-hour clock).',
				},
			],
		} );
	}
);

it( 'refuses a missing time, and shows the error by the field without JavaScript', async () => {
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
	const missing = await submitJson( visitor, form, { [ name() ]: '' } );
	expect( missing.body.errors ).toEqual( [
		expect.objectContaining( {
			name: name(),
			message: 'This field is required.',
		} ),
	] );

	const again = await visitForm( visitor, postId );
	const page = await postForm( visitor, again, { [ name() ]: '24:00' } );
	expect( page.status ).toBe( 400 );
	const document = dom( await page.text() );
	const input = document.querySelector( `[name="${ name() }"]` );
	expect( input?.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	expect( input?.getAttribute( 'value' ) ).toBe( '24:00' );
	expect(
		document.getElementById( input!.getAttribute( 'aria-describedby' )! )
			?.textContent
	).toBe( 'Please enter a valid time as HH:MM (24-hour clock).' );
} );

it( 'keeps an accepted time as sent, on the response screen and in the CSV', async () => {
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
	const accepted = await submitJson( visitor, form, {
		[ name() ]: '09:30',
	} );
	expect( accepted.body ).toMatchObject( { success: true } );

	const editor = await test.editor();
	expect( await latestResponseAnswers( editor ) ).toMatchObject( {
		'Preferred time': '09:30',
	} );
	const [ newest ] = await exportedCsvRows( editor );
	expect( newest[ 'Preferred time' ] ).toBe( '09:30' );
} );
