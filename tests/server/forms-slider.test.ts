/**
 * The slider field for visitors (fixtures in blocks/field-slider/test/fixtures, Jetpack's current
 * markup, including limits kept on the range part by an earlier release): a labelled range input
 * with its limits, step and starting value between the names of its ends, the chosen value beside
 * it and kept current by the slider's view script; values outside the limits or off the steps
 * refused naming the field; an accepted value stored as its number, on the response screen and
 * in the CSV.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
	exportedCsvRows,
	latestResponseAnswers,
} from './support/feedback-fixture';
import {
	dom,
	formContent,
	publishPost,
	startFormsSite,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';
import type { TestSite } from './support/test-site';
import { openViewPage, pageHtml, viewScript } from './support/view-page';

const fixture = ( name: string ) =>
	readFileSync(
		path.join(
			__dirname,
			`../../blocks/field-slider/test/fixtures/jetpack__${ name }.html`
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
			fixture( 'field-slider' ) +
				fixture( 'field-slider__steps' ) +
				fixture( 'field-slider__range-limits' ) +
				SUBMIT_BUTTON
		)
	) );
} );

afterAll( () => test.close() );

const name = ( slug: string ) => `g${ postId }-${ slug }`;
const LIKELY = 'how-likely-are-you-to-recommend-us';

it( 'gives visitors a labelled range with its limits, step and starting value between its end names', async () => {
	const form = await visitForm( test.client(), postId );
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
		{
			type: 'range',
			limits: [ '1', '10', '1', '5' ],
			required: true,
			label: 'How likely are you to recommend us? (required)',
			ends: [ 'Not likely', 'Very likely' ],
			shown: '5',
		},
		{
			type: 'range',
			limits: [ '0', '500', '50', '250' ],
			required: false,
			label: 'Budget',
			ends: [ '0', '500' ],
			shown: '250',
		},
		{
			type: 'range',
			limits: [ '2', '12', '1', '4' ],
			required: false,
			label: 'Team size',
			ends: [ '2', '12' ],
			shown: '4',
		},
	] );
} );

it( 'refuses values outside the limits, off the steps or not numbers, naming the field', async () => {
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
	const refused = await submitJson( visitor, form, {
		[ name( LIKELY ) ]: '11',
		[ name( 'budget' ) ]: '275',
		[ name( 'team-size' ) ]: 'many',
	} );
	expect( refused.body ).toMatchObject( { success: false, status: 400 } );
	expect(
		Object.fromEntries(
			(
				refused.body.errors as Array< {
					name: string;
					message: string;
				} >
			 ).map( ( error ) => [ error.name, error.message ] )
		)
	).toEqual( {
		[ name( LIKELY ) ]: 'Please choose a value from 1 to 10.',
		[ name( 'budget' ) ]:
			'Please choose a value from 0 to 500 in steps of 50.',
		[ name( 'team-size' ) ]: 'Please choose a value from 2 to 12.',
	} );

	const again = await visitForm( visitor, postId );
	const low = await submitJson( visitor, again, {
		[ name( LIKELY ) ]: '0',
		[ name( 'team-size' ) ]: '1',
	} );
	expect(
		( low.body.errors as Array< { name: string } > ).map(
			( error ) => error.name
		)
	).toEqual( [ name( LIKELY ), name( 'team-size' ) ] );
} );

it( 'stores an accepted value as its number, on the response screen and in the CSV', async () => {
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
	const accepted = await submitJson( visitor, form, {
		[ name( LIKELY ) ]: '7',
		[ name( 'budget' ) ]: '450.0',
		[ name( 'team-size' ) ]: '12',
	} );
	expect( accepted.body ).toMatchObject( { success: true } );

	const editor = await test.editor();
	expect( await latestResponseAnswers( editor ) ).toMatchObject( {
		'How likely are you to recommend us?': '7',
		Budget: '450',
		'Team size': '12',
	} );
	const [ newest ] = await exportedCsvRows( editor );
	expect( newest ).toMatchObject( {
		'How likely are you to recommend us?': '7',
		Budget: '450',
		'Team size': '12',
	} );
} );

it( 'keeps the number beside the range current as the visitor moves it (view script)', async () => {
	const url = `${ test.url }/?p=${ postId }`;
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
