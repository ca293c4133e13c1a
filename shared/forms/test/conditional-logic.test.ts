/**
 * The conditional-fields evaluator the browser and the server share: every operator on the
 * field types it applies to, any/all inside a group and across groups, show and hide, rules
 * that do not apply (ignored), Jetpack's older `controls` shape, chains of dependencies (a
 * hidden field's answer counts as empty) and circular rules (the fields stay shown).
 */
import {
	isShown,
	logicOf,
	OPERATORS,
	resolveVisibility,
	ruleHolds,
	type Comparison,
	type ConditionField,
	type ConditionalLogic,
	type Rule,
} from '../model/conditional-logic';

const holds = (
	comparison: Comparison,
	operator: string,
	answer: unknown,
	value?: unknown
) => ruleHolds( { field: 'a', operator, value }, comparison, answer );

/** A field shown when every rule holds (one group). */
function when(
	rules: Rule[],
	extra: Partial< ConditionalLogic > = {}
): ConditionalLogic {
	return {
		enabled: true,
		action: 'show',
		logicalOperator: 'all',
		groups: [ { logicalOperator: 'all', rules } ],
		...extra,
	};
}

const plain = ( type = 'text' ): ConditionField => ( { type, logic: null } );

describe( 'operators', () => {
	// Each case: comparison, operator, answer, rule value, expected outcome.
	const cases: Array< [ Comparison, string, unknown, unknown, boolean ] > = [
		[ 'text', 'is', 'Other', 'Other', true ],
		[ 'text', 'is', ' Other ', 'Other', true ],
		[ 'text', 'is', 'Others', 'Other', false ],
		[ 'text', 'is_not', 'Sales', 'Other', true ],
		[ 'text', 'is_not', 'Other', 'Other', false ],
		[ 'text', 'contains', 'my order 42', 'order', true ],
		[ 'text', 'contains', 'my invoice', 'order', false ],
		[ 'text', 'contains', 'anything', '', false ],
		[ 'text', 'does_not_contain', 'my invoice', 'order', true ],
		[ 'text', 'does_not_contain', 'my order', 'order', false ],
		[ 'text', 'does_not_contain', 'anything', '', true ],
		[ 'text', 'is_empty', '', undefined, true ],
		[ 'text', 'is_empty', '   ', undefined, true ],
		[ 'text', 'is_empty', undefined, undefined, true ],
		[ 'text', 'is_empty', 'x', undefined, false ],
		[ 'text', 'is_not_empty', 'x', undefined, true ],
		[ 'text', 'is_not_empty', '', undefined, false ],
		[ 'choice', 'is', 'Online', 'Online', true ],
		[ 'choice', 'is_not', 'Online', 'In person', true ],
		[ 'multiple', 'contains', [ 'Art', 'Events' ], 'Art', true ],
		// Membership, not text: "Blue" is not in "Blueberry".
		[ 'multiple', 'contains', [ 'Blueberry' ], 'Blue', false ],
		[ 'multiple', 'contains', 'Art', 'Art', true ],
		[ 'multiple', 'does_not_contain', [ 'Events' ], 'Art', true ],
		[ 'multiple', 'does_not_contain', [ 'Art' ], 'Art', false ],
		[ 'multiple', 'is_empty', [], undefined, true ],
		[ 'multiple', 'is_not_empty', [ 'Art' ], undefined, true ],
		[ 'number', 'equals', '10', '10.0', true ],
		[ 'number', 'equals', '10', '11', false ],
		[ 'number', 'not_equals', '10', '11', true ],
		[ 'number', 'greater_than', '11', '10', true ],
		[ 'number', 'greater_than', '10', '10', false ],
		[ 'number', 'less_than', '-1', '0', true ],
		[ 'number', 'less_than', '0', '0', false ],
		[ 'number', 'gte', '10', '10', true ],
		[ 'number', 'gte', '9', '10', false ],
		[ 'number', 'lte', '10', '10', true ],
		[ 'number', 'lte', '11', '10', false ],
		// Nothing to compare: false, even for "not equals".
		[ 'number', 'not_equals', '', '10', false ],
		[ 'number', 'greater_than', 'many', '1', false ],
		[ 'rating', 'gte', '4', '4', true ],
		[ 'rating', 'gte', '4/5', '5', false ],
		[ 'rating', 'equals', '3/5', '3', true ],
		[ 'date', 'is', '2025-03-01', '2025-03-01', true ],
		[ 'date', 'is_not', '2025-03-01', '2025-03-02', true ],
		[ 'date', 'before', '2025-02-28', '2025-03-01', true ],
		[ 'date', 'before', '2025-03-01', '2025-03-01', false ],
		[ 'date', 'after', '2026-01-01', '2025-12-31', true ],
		[ 'date', 'after', 'tomorrow', '2025-12-31', false ],
		[ 'time', 'is', '09:30', '9:30', true ],
		[ 'time', 'before', '09:30', '10:00', true ],
		[ 'time', 'after', '09:30', '10:00', false ],
		[ 'time', 'after', 'noon', '10:00', false ],
		[ 'checked', 'is_checked', 'Yes', undefined, true ],
		[ 'checked', 'is_checked', undefined, undefined, false ],
		[ 'checked', 'is_not_checked', undefined, undefined, true ],
		[ 'checked', 'is_not_checked', 'Yes', undefined, false ],
		[ 'file', 'is_not_empty', [ 'cv.pdf' ], undefined, true ],
		[ 'file', 'is_empty', [], undefined, true ],
	];

	it.each( cases )(
		'%s %s: %j against %j is %s',
		( comparison, operator, answer, value, expected ) => {
			expect( holds( comparison, operator, answer, value ) ).toBe(
				expected
			);
		}
	);

	it( 'covers every operator Jetpack saves', () => {
		const tested = new Set( cases.map( ( [ , operator ] ) => operator ) );
		expect(
			[ ...OPERATORS ].filter( ( op ) => ! tested.has( op ) )
		).toEqual( [] );
	} );

	it( 'ignores an operator the field type has not (null, not false)', () => {
		expect( holds( 'number', 'contains', '10', '1' ) ).toBeNull();
		expect(
			holds( 'date', 'greater_than', '2025-01-01', '2024-01-01' )
		).toBeNull();
		expect( holds( 'multiple', 'is', [ 'Art' ], 'Art' ) ).toBeNull();
		expect( holds( 'text', 'greater_than', 'b', 'a' ) ).toBeNull();
		expect( holds( 'text', 'not_an_operator', 'b', 'a' ) ).toBeNull();
	} );
} );

describe( 'one field', () => {
	const fields = { topic: plain( 'radio' ), budget: plain( 'number' ) };
	const topicIs = ( value: string ): Rule => ( {
		field: 'topic',
		operator: 'is',
		value,
		type: 'fieldValue',
	} );
	const budgetOver = ( value: string ): Rule => ( {
		field: 'budget',
		operator: 'greater_than',
		value,
	} );

	it( 'shows on a match with "show", hides on a match with "hide"', () => {
		const answers = { topic: 'Other' };
		expect(
			isShown( when( [ topicIs( 'Other' ) ] ), fields, answers )
		).toBe( true );
		expect(
			isShown( when( [ topicIs( 'Sales' ) ] ), fields, answers )
		).toBe( false );
		const hide = { action: 'hide' as const };
		expect(
			isShown( when( [ topicIs( 'Other' ) ], hide ), fields, answers )
		).toBe( false );
		expect(
			isShown( when( [ topicIs( 'Sales' ) ], hide ), fields, answers )
		).toBe( true );
	} );

	it( 'needs every rule of an "all" group, one rule of an "any" group', () => {
		const answers = { topic: 'Other', budget: '50' };
		const rules = [ topicIs( 'Other' ), budgetOver( '100' ) ];
		expect( isShown( when( rules ), fields, answers ) ).toBe( false );
		const any = when( rules );
		any.groups![ 0 ].logicalOperator = 'any';
		expect( isShown( any, fields, answers ) ).toBe( true );
	} );

	it( 'combines groups with the top-level operator', () => {
		const logic: ConditionalLogic = {
			enabled: true,
			action: 'show',
			logicalOperator: 'any',
			groups: [
				{ logicalOperator: 'all', rules: [ topicIs( 'Sales' ) ] },
				{ logicalOperator: 'all', rules: [ budgetOver( '100' ) ] },
			],
		};
		expect(
			isShown( logic, fields, { topic: 'Other', budget: '500' } )
		).toBe( true );
		expect(
			isShown( logic, fields, { topic: 'Other', budget: '5' } )
		).toBe( false );
		logic.logicalOperator = 'all';
		expect(
			isShown( logic, fields, { topic: 'Other', budget: '500' } )
		).toBe( false );
		expect(
			isShown( logic, fields, { topic: 'Sales', budget: '500' } )
		).toBe( true );
	} );

	it( 'ignores rules about missing fields, other rule types and inapplicable operators; nothing left shows the field', () => {
		const answers = { topic: 'Sales' };
		const ignored: Rule[] = [
			{ field: 'deleted-field', operator: 'is', value: 'x' },
			{ field: 'topic', operator: 'is', value: 'x', type: 'userRole' },
			{ field: 'budget', operator: 'contains', value: '1' },
			{ field: '', operator: 'is', value: '' },
		];
		expect( isShown( when( ignored ), fields, answers ) ).toBe( true );
		expect(
			isShown( when( ignored, { action: 'hide' } ), fields, answers )
		).toBe( true );
		// The rule that applies still decides.
		expect(
			isShown(
				when( [ ...ignored, topicIs( 'Other' ) ] ),
				fields,
				answers
			)
		).toBe( false );
	} );

	it( 'decides nothing when not enabled or without groups', () => {
		expect(
			isShown(
				{ ...when( [ topicIs( 'x' ) ] ), enabled: false },
				fields,
				{}
			)
		).toBe( true );
		expect( isShown( { enabled: true, groups: [] }, fields, {} ) ).toBe(
			true
		);
	} );
} );

describe( 'logicOf (the saved attribute)', () => {
	it( 'keeps the current shape, with defaults for what is left out', () => {
		expect(
			logicOf( {
				enabled: true,
				groups: [ { rules: [ { field: 'a', operator: 'is_empty' } ] } ],
			} )
		).toEqual( {
			enabled: true,
			action: 'show',
			logicalOperator: 'any',
			groups: [
				{
					logicalOperator: 'any',
					rules: [ { field: 'a', operator: 'is_empty' } ],
				},
			],
		} );
	} );

	it( 'reads the older `controls` shape as one group under the top-level operator', () => {
		const rules = [
			{ field: 'a', operator: 'is', value: 'x' },
			{ field: 'b', operator: 'is_not_empty' },
		];
		expect(
			logicOf( {
				enabled: true,
				action: 'hide',
				logicalOperator: 'all',
				controls: { fieldValue: { rules } },
			} )
		).toEqual( {
			enabled: true,
			action: 'hide',
			logicalOperator: 'all',
			groups: [ { logicalOperator: 'all', rules } ],
		} );
	} );

	it( 'is null when the attribute decides nothing', () => {
		expect( logicOf( undefined ) ).toBeNull();
		expect( logicOf( 'show' ) ).toBeNull();
		expect( logicOf( { enabled: false, groups: [] } ) ).toBeNull();
		expect( logicOf( { action: 'show', controls: {} } ) ).toBeNull();
	} );

	it( 'drops what is not a group or a rule', () => {
		expect(
			logicOf( {
				enabled: true,
				groups: [ null, 'x', { rules: [ 3 ] } ],
			} )?.groups
		).toEqual( [ { logicalOperator: 'any', rules: [] } ] );
	} );
} );

describe( 'resolveVisibility (the whole form)', () => {
	const notEmpty = ( field: string ): Rule => ( {
		field,
		operator: 'is_not_empty',
	} );

	/** a → b (shown when a is "Other") → c (shown when b is answered) → d (when c is). */
	const chain: Record< string, ConditionField > = {
		a: plain( 'radio' ),
		b: {
			type: 'text',
			logic: when( [ { field: 'a', operator: 'is', value: 'Other' } ] ),
		},
		c: { type: 'text', logic: when( [ notEmpty( 'b' ) ] ) },
		d: { type: 'text', logic: when( [ notEmpty( 'c' ) ] ) },
	};

	it( 'keeps a chain shown while its first answer matches', () => {
		expect(
			resolveVisibility( chain, { a: 'Other', b: 'x', c: 'y', d: '' } )
		).toEqual( { a: true, b: true, c: true, d: true } );
	} );

	it( 'hides the whole chain when its first answer changes: a hidden answer counts as empty', () => {
		// b and c still hold stale answers, which must not keep c and d shown.
		expect(
			resolveVisibility( chain, { a: 'Sales', b: 'x', c: 'y', d: 'z' } )
		).toEqual( { a: true, b: false, c: false, d: false } );
	} );

	it( 'settles a chain listed in reverse order', () => {
		const reversed = Object.fromEntries(
			Object.entries( chain ).reverse()
		);
		expect(
			resolveVisibility( reversed, { a: 'Sales', b: 'x', c: 'y' } )
		).toEqual( { d: false, c: false, b: false, a: true } );
		expect(
			resolveVisibility( reversed, { a: 'Other', b: 'x', c: 'y' } )
		).toEqual( { d: true, c: true, b: true, a: true } );
	} );

	it( 'leaves fields in circular rules shown, and settles the others', () => {
		const fields: Record< string, ConditionField > = {
			// Each is shown only while the other is hidden (empty): it never settles.
			x: {
				type: 'text',
				logic: when( [ { field: 'y', operator: 'is_empty' } ] ),
			},
			y: {
				type: 'text',
				logic: when( [ { field: 'x', operator: 'is_empty' } ] ),
			},
			topic: plain( 'select' ),
			other: {
				type: 'text',
				logic: when( [
					{ field: 'topic', operator: 'is', value: 'Other' },
				] ),
			},
		};
		expect(
			resolveVisibility( fields, { x: 'a', y: 'b', topic: 'Sales' } )
		).toEqual( { x: true, y: true, topic: true, other: false } );
	} );

	it( 'leaves a field that hides itself shown', () => {
		const fields: Record< string, ConditionField > = {
			self: {
				type: 'text',
				logic: when( [ notEmpty( 'self' ) ], { action: 'hide' } ),
			},
		};
		expect( resolveVisibility( fields, { self: 'x' } ) ).toEqual( {
			self: true,
		} );
	} );

	it( 'settles a long chain (one pass per field with rules)', () => {
		const fields: Record< string, ConditionField > = { f0: plain() };
		for ( let i = 1; i <= 40; i++ ) {
			fields[ `f${ i }` ] = {
				type: 'text',
				logic: when( [ notEmpty( `f${ i - 1 }` ) ] ),
			};
		}
		const answers = Object.fromEntries(
			Object.keys( fields ).map( ( key ) => [ key, 'x' ] )
		);
		// Listed last to first, so each pass settles one more link.
		const reversed = Object.fromEntries(
			Object.entries( fields ).reverse()
		);
		expect(
			Object.values( resolveVisibility( reversed, answers ) ).every(
				Boolean
			)
		).toBe( true );
		expect(
			Object.entries(
				resolveVisibility( reversed, { ...answers, f0: '' } )
			).filter( ( [ , shown ] ) => shown )
		).toEqual( [ [ 'f0', true ] ] );
	} );
} );
