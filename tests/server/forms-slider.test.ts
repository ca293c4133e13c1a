/**
 * The slider field for visitors (fixtures in blocks/field-slider/test/fixtures, Jetpack's current
 * markup, including limits kept on the range part by an earlier release): a labelled range input
 * with its limits, step and starting value between the names of its ends, the chosen value beside
 * it and kept current by the slider's view script; values outside the limits or off the steps
 * refused naming the field; an accepted value stored as its number, on the response screen and
 * in the CSV.
 */
import { newestResponseSeen } from './support/feedback-fixture';
import {
	blockFixture,
	dom,
	errorMessages,
	formContent,
	formPostForThisFile,
	refusedNames,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';
import { openViewPage, pageHtml, viewScript } from './support/view-page';

const fixture = ( name: string ) =>
	blockFixture( 'field-slider', `jetpack__${ name }` );

const site = formPostForThisFile(
	formContent(
		fixture( 'field-slider' ) +
			fixture( 'field-slider__steps' ) +
			fixture( 'field-slider__range-limits' ) +
			SUBMIT_BUTTON
	)
);
const { name } = site;
const LIKELY = 'how-likely-are-you-to-recommend-us';

/**
 * What a visitor should get for one slider: a range input with these limits, its label and the
 * names of its ends, the number beside it showing the starting value.
 * @param limits   min, max, step and starting value, as the input holds them
 * @param label    the label's text
 * @param ends     the names of the low and high ends
 * @param required whether an answer is required
 */
const range = (
	limits: [ string, string, string, string ],
	label: string,
	ends: [ string, string ],
	required = false
) => ( {
	type: 'range',
	limits,
	required,
	label,
	ends,
	shown: limits[ 3 ],
} );

it( 'gives visitors a labelled range with its limits, step and starting value between its end names', async () => {
	const { form } = await site.visit();
	const document = dom( form.html );
	const sliders = [ LIKELY, 'budget', 'team-size' ].map( ( slug ) => {
		const input = document.querySelector< HTMLInputElement >(
			`[name="${ name( slug ) }"]`
		)!;
		const row = input.closest( '.jetpack-field-slider__row' )!;
		return {
			type: input.type,
			limits: [ input.min, input.max, input.step, input.value ],
			required: input.required,
			label: document.querySelector( `label[for="${ input.id }"]` )
				?.textContent,
			ends: [
				row.querySelector( '.jetpack-field-slider__min-label' )
					?.textContent,
				row.querySelector( '.jetpack-field-slider__max-label' )
					?.textContent,
			],
			shown: row.querySelector( `output[for="${ input.id }"]` )
				?.textContent,
		};
	} );
	expect( sliders ).toEqual( [
		range(
			[ '1', '10', '1', '5' ],
			'How likely are you to recommend us? (required)',
			[ 'Not likely', 'Very likely' ],
			true
		),
		range( [ '0', '500', '50', '250' ], 'Budget', [ '0', '500' ] ),
		range( [ '2', '12', '1', '4' ], 'Team size', [ '2', '12' ] ),
	] );
} );

it( 'refuses values outside the limits, off the steps or not numbers, naming the field', async () => {
	const { visitor, form } = await site.visit();
	const refused = await submitJson( visitor, form, {
		[ name( LIKELY ) ]: '11',
		[ name( 'budget' ) ]: '275',
		[ name( 'team-size' ) ]: 'many',
	} );
	expect( refused.body ).toMatchObject( { success: false, status: 400 } );
	expect( errorMessages( refused.body ) ).toEqual( {
		[ name( LIKELY ) ]: 'Please choose a value from 1 to 10.',
		[ name( 'budget' ) ]:
			'Please choose a value from 0 to 500 in steps of 50.',
		[ name( 'team-size' ) ]: 'Please choose a value from 2 to 12.',
	} );

	const again = await visitForm( visitor, site.postId );
	const low = await submitJson( visitor, again, {
		[ name( LIKELY ) ]: '0',
		[ name( 'team-size' ) ]: '1',
	} );
	expect( refusedNames( low.body ) ).toEqual( [
		name( LIKELY ),
		name( 'team-size' ),
	] );
} );

it( 'stores an accepted value as its number, on the response screen and in the CSV', async () => {
	const { visitor, form } = await site.visit();
	const accepted = await submitJson( visitor, form, {
		[ name( LIKELY ) ]: '7',
		[ name( 'budget' ) ]: '450.0',
		[ name( 'team-size' ) ]: '12',
	} );
	expect( accepted.body ).toMatchObject( { success: true } );

	const stored = {
		'How likely are you to recommend us?': '7',
		Budget: '450',
		'Team size': '12',
	};
	const { screen, csv } = await newestResponseSeen( site.testSite );
	expect( screen ).toMatchObject( stored );
	expect( csv ).toMatchObject( stored );
} );

it( 'keeps the number beside the range current as the visitor moves it (view script)', async () => {
	const url = `${ site.testSite.url }/?p=${ site.postId }`;
	const html = await pageHtml( url );
	// The page links the slider's script and style because a slider is on it.
	expect( html ).toContain( '/build/blocks/field-slider/view.js' );
	expect( html ).toContain( '/build/blocks/field-slider/style.css' );
	const page = await openViewPage( html, url, viewScript( 'field-slider' ) );
	const input = page.document.querySelector< HTMLInputElement >(
		`[name="${ name( 'budget' ) }"]`
	)!;
	const output = page.document.querySelector( `output[for="${ input.id }"]` );
	input.value = '350';
	input.dispatchEvent( new page.window.Event( 'input', { bubbles: true } ) );
	expect( output?.textContent ).toBe( '350' );
	page.window.close();
} );
