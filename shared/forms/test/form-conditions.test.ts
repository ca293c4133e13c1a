/**
 * Conditional fields in the form model's terms, from the fixture `current-conditional` (rules
 * in Jetpack's current `groups` shape and in its older `controls` shape): each rule's subject,
 * saved as a field `id`, becomes that field's input name; a field without an `id` is found by
 * its label's slug; the hidden fields of a submission follow the answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@wordpress/block-serialization-default-parser';
import type { BlockNode } from '../../render-context';
import { buildFormModel } from '../model/form-model';
import {
	formConditions,
	hiddenFields,
	subjectName,
} from '../model/form-conditions';

const FIXTURE = readFileSync(
	path.join(
		__dirname,
		'../../../blocks/contact-form/test/fixtures/jetpack__contact-form__current-conditional.html'
	),
	'utf8'
);

const formOf = ( content: string ) =>
	buildFormModel( ( parse( content ) as BlockNode[] )[ 0 ], 7, '0' );

const model = formOf( FIXTURE );
const name = ( slug: string ) => `g7-${ slug }`;

it( 'names every field by its input name, rule subjects included', () => {
	const fields = formConditions( model )!;
	expect( Object.keys( fields ) ).toEqual( [
		name( 'topic' ),
		name( 'other-topic' ),
		name( 'call-me' ),
		name( 'phone' ),
		name( 'message' ),
	] );
	expect( fields[ name( 'topic' ) ] ).toEqual( {
		type: 'radio',
		logic: null,
	} );
	expect( fields[ name( 'other-topic' ) ].logic?.groups ).toEqual( [
		{
			logicalOperator: 'any',
			rules: [
				{
					field: name( 'topic' ),
					operator: 'is',
					value: 'Other',
					type: 'fieldValue',
				},
			],
		},
	] );
	// The older `controls` shape is read as one group.
	expect( fields[ name( 'phone' ) ].logic ).toMatchObject( {
		action: 'show',
		logicalOperator: 'all',
		groups: [
			{
				logicalOperator: 'all',
				rules: [ { field: name( 'call-me' ), operator: 'is_checked' } ],
			},
		],
	} );
} );

it( 'finds a subject by its id, else by the slug of its label; drops rules about no field', () => {
	expect( subjectName( model, 'call-me' ) ).toBe( name( 'call-me' ) );
	expect( subjectName( model, 'message' ) ).toBe( name( 'message' ) );
	expect( subjectName( model, 'nothing-here' ) ).toBeNull();

	const dangling = formOf(
		`<!-- wp:jetpack/contact-form --><div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-text {"label":"Code","conditionalLogic":{"enabled":true,"groups":[{"rules":[{"field":"deleted","operator":"is_empty"}]}]}} /--></div><!-- /wp:jetpack/contact-form -->`
	);
	expect(
		formConditions( dangling )![ 'g7-code' ].logic?.groups?.[ 0 ].rules
	).toEqual( [] );
	// With nothing left to decide, the field is shown.
	expect( hiddenFields( dangling, {} ).size ).toBe( 0 );
} );

it( 'is null for a form without rules', () => {
	expect(
		formConditions(
			formOf(
				`<!-- wp:jetpack/contact-form --><div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-text /--></div><!-- /wp:jetpack/contact-form -->`
			)
		)
	).toBeNull();
} );

it( 'hides fields by the answers sent', () => {
	expect( [ ...hiddenFields( model, {} ) ] ).toEqual( [
		name( 'other-topic' ),
		name( 'phone' ),
	] );
	expect( [
		...hiddenFields( model, {
			[ name( 'topic' ) ]: 'Other',
			[ name( 'call-me' ) ]: 'Yes',
		} ),
	] ).toEqual( [] );
	// The message hides when the topic is Sales and a call back is asked for.
	expect( [
		...hiddenFields( model, {
			[ name( 'topic' ) ]: 'Sales',
			[ name( 'call-me' ) ]: 'Yes',
		} ),
	] ).toEqual( [ name( 'other-topic' ), name( 'message' ) ] );
} );
