/**
 * The time field for visitors (fixture blocks/field-time/test/fixtures/jetpack__field-time.html,
 * Jetpack's current markup): a labelled, required time input; submissions refused with a 400
 * naming the field when the time is not HH:MM on the 24-hour clock, with and without
 * JavaScript; an accepted time kept as sent, on the response screen and in the CSV.
 */
import { newestResponseSeen } from './support/feedback-fixture';
import {
	blockFixture,
	dom,
	formContent,
	formPostForThisFile,
	postForm,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';

const site = formPostForThisFile(
	formContent(
		blockFixture( 'field-time', 'jetpack__field-time' ) + SUBMIT_BUTTON
	)
);

const name = () => site.name( 'preferred-time' );

it( 'gives visitors a required time input labelled from the label block', async () => {
	const { form } = await site.visit();
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
		const { visitor, form } = await site.visit();
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
	const { visitor, form } = await site.visit();
	const missing = await submitJson( visitor, form, { [ name() ]: '' } );
	expect( missing.body.errors ).toEqual( [
		expect.objectContaining( {
			name: name(),
			message: 'This field is required.',
		} ),
	] );

	const again = await visitForm( visitor, site.postId );
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
	const { visitor, form } = await site.visit();
	const accepted = await submitJson( visitor, form, {
		[ name() ]: '09:30',
	} );
	expect( accepted.body ).toMatchObject( { success: true } );

	const { screen, csv } = await newestResponseSeen( site.testSite );
	expect( screen ).toMatchObject( { 'Preferred time': '09:30' } );
	expect( csv[ 'Preferred time' ] ).toBe( '09:30' );
} );
