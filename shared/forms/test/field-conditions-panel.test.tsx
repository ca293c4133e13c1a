/**
 * The Conditional logic panel of a field, in a real block editor: switched on, a condition on
 * another field chosen by its label (which gives that field an `id` the rule names), the
 * operators and value box that field's kind has, show/hide and any/all, conditions added and
 * removed; Jetpack's attribute written in its current shape, rules saved in its older
 * `controls` shape read and written back in the current one.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field, formWith, renderFieldEditor } from './field-editor';

const topic = () =>
	field( 'field-radio', { label: 'Topic' }, [
		field( 'field-option-radio', { label: 'Sales' } ),
		field( 'field-option-radio', { label: 'Other' } ),
	] );

/**
 * Jetpack's attribute as the panel writes it: switched on, one group combining its rules as the
 * whole logic does.
 * @param action show or hide the field
 * @param match  `any` or `all` conditions
 * @param rules  the group's rules
 */
const writtenLogic = (
	action: 'show' | 'hide',
	match: 'any' | 'all',
	rules: Array< Record< string, unknown > >
) => ( {
	enabled: true,
	action,
	logicalOperator: match,
	groups: [ { logicalOperator: match, rules } ],
} );

async function editConditions(
	fields: ReturnType< typeof field >[],
	edited: ReturnType< typeof field >
) {
	const user = userEvent.setup();
	const editor = await renderFieldEditor(
		[ formWith( ...fields ) ],
		edited.clientId
	);
	const toggle = screen.getByRole( 'button', { name: 'Conditional logic' } );
	if ( toggle.getAttribute( 'aria-expanded' ) !== 'true' ) {
		await user.click( toggle );
	}
	const panel = () =>
		screen
			.getByRole( 'button', { name: 'Conditional logic' } )
			.closest( '.components-panel__body' ) as HTMLElement;
	const condition = ( number: number ) =>
		within( panel() ).getByRole( 'group', {
			name: `Condition ${ number }`,
		} );
	const optionsOf = ( select: HTMLElement ) =>
		within( select )
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent );
	/** The on/off switch of the panel's rules. */
	const switchRules = () =>
		user.click(
			within( panel() ).getByRole( 'checkbox', {
				name: 'Show or hide by other answers',
			} )
		);
	/** One of the panel's own dropdowns (Action, When) set to an option. */
	const choose = ( name: string, option: string ) =>
		user.selectOptions(
			within( panel() ).getByRole( 'combobox', { name } ),
			option
		);
	/** The field a condition is on, chosen by its label. */
	const chooseField = ( number: number, label: string ) =>
		user.selectOptions(
			within( condition( number ) ).getByRole( 'combobox', {
				name: 'Field',
			} ),
			label
		);
	/** A new condition (the next number) on the field with this label. */
	const addCondition = async ( number: number, label: string ) => {
		await user.click(
			within( panel() ).getByRole( 'button', { name: 'Add condition' } )
		);
		await chooseField( number, label );
	};
	/** The operators a condition offers. */
	const operatorsOf = ( number: number ) =>
		optionsOf(
			within( condition( number ) ).getByRole( 'combobox', {
				name: 'Operator',
			} )
		);
	return {
		user,
		editor,
		panel,
		condition,
		optionsOf,
		switchRules,
		choose,
		chooseField,
		addCondition,
		operatorsOf,
		logic: () =>
			editor.attributesOf( edited.clientId ).conditionalLogic as Record<
				string,
				unknown
			>,
	};
}

it( 'shows a field when another field has a chosen answer, naming that field by an id it gives it', async () => {
	const subject = topic();
	const other = field( 'field-text', { label: 'Which topic?' } );
	const {
		user,
		editor,
		condition,
		optionsOf,
		switchRules,
		operatorsOf,
		logic,
	} = await editConditions( [ subject, other ], other );

	expect( logic() ).toBeUndefined();
	await switchRules();
	const fieldSelect = within( condition( 1 ) ).getByRole( 'combobox', {
		name: 'Field',
	} );
	// The other fields of the form, by label (not the field itself).
	expect( optionsOf( fieldSelect ) ).toEqual( [
		'Select a field…',
		'Topic',
	] );
	await user.selectOptions( fieldSelect, 'Topic' );
	expect( editor.attributesOf( subject.clientId ).id ).toBe( 'topic' );

	expect( operatorsOf( 1 ) ).toEqual( [
		'is',
		'is not',
		'is empty',
		'is not empty',
	] );
	// A choice field's value is one of its options.
	const value = within( condition( 1 ) ).getByRole( 'combobox', {
		name: 'Value',
	} );
	expect( optionsOf( value ) ).toEqual( [
		'Select an option…',
		'Sales',
		'Other',
	] );
	await user.selectOptions( value, 'Other' );

	expect( logic() ).toEqual(
		writtenLogic( 'show', 'any', [
			{
				field: 'topic',
				operator: 'is',
				value: 'Other',
				type: 'fieldValue',
			},
		] )
	);
} );

it( 'hides a field when all conditions are met; offers the operators of each kind of field; removes a condition', async () => {
	const budget = field( 'field-number', { label: 'Budget', id: 'budget' } );
	const callMe = field( 'field-checkbox', { label: 'Call me back' } );
	const when = field( 'field-date', { label: 'Start date' } );
	const message = field( 'field-textarea', { label: 'Message' } );
	const {
		user,
		condition,
		switchRules,
		choose,
		chooseField,
		addCondition,
		operatorsOf,
		logic,
	} = await editConditions( [ budget, callMe, when, message ], message );
	await switchRules();
	await choose( 'Action', 'Hide this field' );
	await choose( 'When', 'all conditions are met' );

	// A number: ordered comparisons and a number box.
	await chooseField( 1, 'Budget' );
	expect( operatorsOf( 1 ) ).toEqual( [
		'equals',
		'does not equal',
		'is greater than',
		'is less than',
		'is at least',
		'is at most',
		'is empty',
		'is not empty',
	] );
	await user.selectOptions(
		within( condition( 1 ) ).getByRole( 'combobox', { name: 'Operator' } ),
		'is at least'
	);
	const amount = within( condition( 1 ) ).getByRole( 'spinbutton', {
		name: 'Value',
	} );
	await user.type( amount, '500' );

	// A checkbox: checked or not, no value.
	await addCondition( 2, 'Call me back' );
	expect( operatorsOf( 2 ) ).toEqual( [ 'is checked', 'is not checked' ] );
	expect(
		within( condition( 2 ) ).queryByRole( 'textbox', { name: 'Value' } )
	).toBeNull();

	// A date: before and after, a date box.
	await addCondition( 3, 'Start date' );
	expect( operatorsOf( 3 ) ).toEqual( [
		'is',
		'is not',
		'is before',
		'is after',
	] );
	expect(
		within( condition( 3 ) )
			.getByLabelText( 'Value' )
			.getAttribute( 'type' )
	).toBe( 'date' );
	await user.click(
		within( condition( 3 ) ).getByRole( 'button', {
			name: 'Remove condition 3',
		} )
	);

	expect( logic() ).toEqual(
		writtenLogic( 'hide', 'all', [
			{
				field: 'budget',
				operator: 'gte',
				value: '500',
				type: 'fieldValue',
			},
			{
				field: 'call-me-back',
				operator: 'is_checked',
				value: '',
				type: 'fieldValue',
			},
		] )
	);
} );

it( 'reads rules saved in the older `controls` shape and writes them back in the current one', async () => {
	const subject = field( 'field-checkbox', {
		label: 'Call me back',
		id: 'call-me',
	} );
	const phone = field( 'field-telephone', {
		label: 'Phone',
		conditionalLogic: {
			enabled: true,
			action: 'show',
			logicalOperator: 'all',
			controls: {
				fieldValue: {
					rules: [ { field: 'call-me', operator: 'is_checked' } ],
				},
			},
		},
	} );
	const { panel, condition, switchRules, choose, logic } =
		await editConditions( [ subject, phone ], phone );
	expect(
		within( condition( 1 ) ).getByRole( 'combobox', { name: 'Field' } )
	).toHaveDisplayValue( 'Call me back' );
	expect(
		within( condition( 1 ) ).getByRole( 'combobox', { name: 'Operator' } )
	).toHaveDisplayValue( 'is checked' );

	await choose( 'Action', 'Hide this field' );
	expect( logic() ).toEqual(
		writtenLogic( 'hide', 'all', [
			{ field: 'call-me', operator: 'is_checked' },
		] )
	);

	// Switched off, the rules stay for later.
	await switchRules();
	expect( logic() ).toMatchObject( { enabled: false } );
	expect(
		within( panel() ).queryByRole( 'group', { name: 'Condition 1' } )
	).toBeNull();
} );

it( 'warns when a condition names a field that is no longer in the form', async () => {
	const lonely = field( 'field-text', {
		label: 'Notes',
		conditionalLogic: {
			enabled: true,
			groups: [
				{ rules: [ { field: 'deleted', operator: 'is_empty' } ] },
			],
		},
	} );
	const { condition } = await editConditions(
		[ field( 'field-email' ), lonely ],
		lonely
	);
	expect(
		within( condition( 1 ) ).getByText( /no longer in the form/ )
	).toBeTruthy();
} );
