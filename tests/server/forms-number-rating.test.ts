/**
 * Number and rating fields for visitors (fixtures in blocks/field-number and blocks/field-rating):
 * the controls visitors get (a number input with its limits; a group of radio buttons 1…max,
 * each named "n of max stars"), submissions refused with a 400 naming the field when a value is
 * not a number, out of its limits or not a rating, and the accepted rating on the Feedback
 * screen's response view and in its CSV export.
 */
import { newestResponseSeen } from './support/feedback-fixture';
import {
	SUBMIT_BUTTON,
	blockFixture,
	dom,
	errorMessages,
	formPostForThisFile,
	refusedNames,
	submitJson,
	visitForm,
} from './support/forms';

const fixture = ( block: string, name: string ) =>
	blockFixture( block, `jetpack__${ name }` );

const CONTENT = `<!-- wp:jetpack/contact-form -->
<div class="wp-block-jetpack-contact-form">${ fixture(
	'field-number',
	'field-number__current'
) }${ fixture( 'field-number', 'field-number' ).replace(
	'"label":"Guests"',
	'"label":"Rooms"'
) }${ fixture( 'field-rating', 'field-rating' ) }${ fixture(
	'field-rating',
	'field-rating__hearts'
) }${ SUBMIT_BUTTON }</div>
<!-- /wp:jetpack/contact-form -->`;

const site = formPostForThisFile( CONTENT );
const { name } = site;

it( 'gives visitors a number input with its limits, and a rating as named radio buttons', async () => {
	const { form } = await site.visit();
	const document = dom( form.html );
	const guests = document.querySelector( `[name="${ name( 'guests' ) }"]` );
	expect( guests?.getAttribute( 'type' ) ).toBe( 'number' );
	expect( guests?.getAttribute( 'min' ) ).toBe( '1' );
	expect( guests?.getAttribute( 'max' ) ).toBe( '8' );
	const rooms = document.querySelector( `[name="${ name( 'rooms' ) }"]` );
	expect( rooms?.getAttribute( 'min' ) ).toBe( '1' );

	const stay = document.querySelectorAll< HTMLInputElement >(
		`input[type=radio][name="${ name( 'how-was-your-stay' ) }"]`
	);
	expect( [ ...stay ].map( ( input ) => input.value ) ).toEqual( [
		'1',
		'2',
		'3',
		'4',
		'5',
	] );
	expect( stay[ 0 ].required ).toBe( true );
	const labelOf = ( input: HTMLInputElement ) =>
		document
			.querySelector( `label[for="${ input.id }"]` )
			?.textContent?.replace( '★', '' );
	expect( labelOf( stay[ 2 ] ) ).toBe( '3 of 5 stars' );
	const group = stay[ 0 ].closest( 'fieldset' );
	expect( group?.querySelector( 'legend' )?.textContent ).toContain(
		'How was your stay?'
	);
	expect(
		document.querySelectorAll( `input[name="${ name( 'score' ) }"]` )
	).toHaveLength( 10 );
} );

it( 'refuses a value that is not a number, out of its limits or not a rating, naming the field', async () => {
	const { visitor, form } = await site.visit();
	const refused = await submitJson( visitor, form, {
		[ name( 'guests' ) ]: '12',
		[ name( 'rooms' ) ]: 'two',
		[ name( 'how-was-your-stay' ) ]: '6',
		[ name( 'score' ) ]: '2.5',
	} );
	expect( refused.body ).toMatchObject( { success: false, status: 400 } );
	expect( errorMessages( refused.body ) ).toEqual( {
		[ name( 'guests' ) ]: 'Please enter a number from 1 to 8.',
		[ name( 'rooms' ) ]: 'Please enter a number.',
		[ name( 'how-was-your-stay' ) ]: 'Please choose a rating from 1 to 5.',
		[ name( 'score' ) ]: 'Please choose a rating from 1 to 10.',
	} );

	const again = await visitForm( visitor, site.postId );
	const missing = await submitJson( visitor, again, {
		[ name( 'guests' ) ]: '2',
	} );
	expect( refusedNames( missing.body ) ).toEqual( [
		name( 'rooms' ),
		name( 'how-was-your-stay' ),
	] );
} );

it( 'keeps an accepted rating as its number, shown on the response screen and exported in the Feedback CSV', async () => {
	const { visitor, form } = await site.visit();
	const accepted = await submitJson( visitor, form, {
		[ name( 'guests' ) ]: '3',
		[ name( 'rooms' ) ]: '1.5',
		[ name( 'how-was-your-stay' ) ]: '4',
		[ name( 'score' ) ]: '10',
	} );
	expect( accepted.body ).toMatchObject( { success: true } );

	const stored = {
		'How was your stay?': '4',
		Score: '10',
		Guests: '3',
		Rooms: '1.5',
	};
	const { screen, csv } = await newestResponseSeen( site.testSite );
	expect( screen ).toMatchObject( stored );
	expect( csv ).toMatchObject( stored );
} );
