/**
 * Conditional fields: which fields of a form are shown, from each field's `conditionalLogic`
 * attribute and the answers given so far. One evaluator for the visitor's browser
 * (blocks/contact-form/view-chunks/conditions.ts shows and hides fields as the visitor answers) and the
 * server (shared/forms/model/form-conditions.ts: hidden fields are neither required, validated
 * nor stored), so both always agree.
 *
 * The attribute is Jetpack's (facts from its forms package, `src/blocks/shared/conditional-logic/`
 * and `src/contact-form/class-conditional-logic.php`): `{ enabled, action: show|hide,
 * logicalOperator: any|all, groups: [ { logicalOperator, rules: [ { field, operator, value,
 * type: "fieldValue" } ] } ] }`; earlier releases saved the rules as `controls.fieldValue.rules`
 * under the top-level `logicalOperator`. A rule names its subject by the field's `id`.
 *
 * Behaviour: a rule whose subject is not in the form, whose type is not `fieldValue` or whose
 * operator does not apply to the subject is ignored; a group with nothing left is ignored; a
 * field with nothing left to decide stays shown. Visibility is worked out again until nothing
 * changes, a hidden field's answer counting as empty; fields whose rules keep each other
 * changing (circular rules) stay shown.
 *
 * Pure and small on purpose (the contact form's conditions chunk bundles it).
 */

export const OPERATORS = [
	'is',
	'is_not',
	'contains',
	'does_not_contain',
	'is_empty',
	'is_not_empty',
	'equals',
	'not_equals',
	'greater_than',
	'less_than',
	'gte',
	'lte',
	'before',
	'after',
	'is_checked',
	'is_not_checked',
] as const;

export type Operator = ( typeof OPERATORS )[ number ];

export type Match = 'any' | 'all';

export type Rule = {
	/** The subject field's `id` (in what the server prints: its input name). */
	field: string;
	operator: string;
	value?: unknown;
	/** `fieldValue`, the only kind of rule there is; absent means the same. */
	type?: string;
};

export type RuleGroup = { logicalOperator?: Match; rules?: Rule[] };

/** The `conditionalLogic` attribute of a field block. */
export type ConditionalLogic = {
	enabled?: boolean;
	action?: 'show' | 'hide';
	/** How the groups combine. */
	logicalOperator?: Match;
	groups?: RuleGroup[];
	/** Earlier releases: `{ fieldValue: { rules } }`, the rules combined by `logicalOperator`. */
	controls?: Record< string, { rules?: Rule[] } | undefined >;
};

/** A field as the evaluator sees it: its type (a field kind, or `file`) and its rules. */
export type ConditionField = { type: string; logic: ConditionalLogic | null };

/** How a field's answers compare, by field type (any other type compares as text). */
export type Comparison =
	| 'text'
	| 'choice'
	| 'multiple'
	| 'number'
	| 'rating'
	| 'date'
	| 'time'
	| 'checked'
	| 'file';

const COMPARISONS: Record< string, Comparison > = {
	select: 'choice',
	radio: 'choice',
	'checkbox-multiple': 'multiple',
	number: 'number',
	slider: 'number',
	rating: 'rating',
	date: 'date',
	time: 'time',
	checkbox: 'checked',
	consent: 'checked',
	file: 'file',
};

export function comparisonOf( type: string ): Comparison {
	return COMPARISONS[ type ] ?? 'text';
}

/** Operators that compare the answer with nothing: a rule's `value` is not read. */
export const VALUELESS: ReadonlySet< string > = new Set( [
	'is_empty',
	'is_not_empty',
	'is_checked',
	'is_not_checked',
] );

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

const listOf = < T >( value: unknown ): T[] =>
	Array.isArray( value ) ? value : [];

/**
 * The attribute in the current shape (older `controls` become one group), or null when it
 * decides nothing (absent, not enabled, not an object).
 * @param value the `conditionalLogic` attribute as saved
 */
export function logicOf( value: unknown ): ConditionalLogic | null {
	if ( ! isObject( value ) || ! value.enabled ) {
		return null;
	}
	const all: Match = value.logicalOperator === 'all' ? 'all' : 'any';
	const groups: RuleGroup[] = Array.isArray( value.groups )
		? value.groups.filter( isObject ).map( ( group ) => ( {
				logicalOperator:
					group.logicalOperator === 'all' ? 'all' : 'any',
				rules: listOf< Rule >( group.rules ).filter( isObject ),
			} ) )
		: Object.values( isObject( value.controls ) ? value.controls : {} )
				.filter( isObject )
				.map( ( control ) => ( {
					logicalOperator: all,
					rules: listOf< Rule >( control.rules ).filter( isObject ),
				} ) );
	return {
		enabled: true,
		action: value.action === 'hide' ? 'hide' : 'show',
		logicalOperator: all,
		groups,
	};
}

/**
 * An answer as text: trimmed, a list joined with commas, anything else empty.
 * @param value
 */
function textOf( value: unknown ): string {
	if ( Array.isArray( value ) ) {
		return value.map( textOf ).join( ',' );
	}
	if ( typeof value === 'boolean' ) {
		return value ? '1' : '';
	}
	return typeof value === 'string' || typeof value === 'number'
		? String( value ).trim()
		: '';
}

const isEmpty = ( value: unknown ): boolean =>
	Array.isArray( value ) ? value.every( isEmpty ) : textOf( value ) === '';

/** Orders of numbers and dates, by operator: true when the difference fits. */
const NUMBER_ORDER: Record< string, ( difference: number ) => boolean > = {
	equals: ( difference ) => difference === 0,
	not_equals: ( difference ) => difference !== 0,
	greater_than: ( difference ) => difference > 0,
	less_than: ( difference ) => difference < 0,
	gte: ( difference ) => difference >= 0,
	lte: ( difference ) => difference <= 0,
};

const DATE_ORDER: Record< string, ( difference: number ) => boolean > = {
	is: NUMBER_ORDER.equals,
	is_not: NUMBER_ORDER.not_equals,
	before: NUMBER_ORDER.less_than,
	after: NUMBER_ORDER.greater_than,
};

/**
 * A number, a rating (`4`, or Jetpack's `4/5`), a YYYY-MM-DD date or an HH:MM time (minutes) as
 * a number; NaN when it is none.
 * @param value
 * @param comparison
 */
function numberOf( value: unknown, comparison: Comparison ): number {
	let text = textOf( value );
	if ( comparison === 'date' ) {
		const day = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec( text );
		return day ? +day[ 1 ] * 1e4 + +day[ 2 ] * 100 + +day[ 3 ] : NaN;
	}
	if ( comparison === 'time' ) {
		const time = /^(\d{1,2}):(\d{2})/.exec( text );
		return time ? +time[ 1 ] * 60 + +time[ 2 ] : NaN;
	}
	if ( comparison === 'rating' ) {
		text = text.split( '/' )[ 0 ].trim();
	}
	return text === '' ? NaN : Number( text );
}

/**
 * One rule against its subject's answer: true or false, or null when the rule does not apply
 * (an operator the subject's type has not) and is ignored.
 * @param rule
 * @param comparison how the subject's answers compare
 * @param answer     the subject's answer (empty when it is hidden)
 */
export function ruleHolds(
	rule: Rule,
	comparison: Comparison,
	answer: unknown
): boolean | null {
	const { operator } = rule;
	if ( VALUELESS.has( operator ) ) {
		// Unchecked is empty: a checkbox sends nothing then.
		return (
			isEmpty( answer ) ===
			( operator === 'is_empty' || operator === 'is_not_checked' )
		);
	}
	const expected = textOf( rule.value );
	if ( comparison === 'multiple' ) {
		const chosen = ( Array.isArray( answer ) ? answer : [ answer ] ).map(
			textOf
		);
		if ( operator === 'contains' || operator === 'does_not_contain' ) {
			return chosen.includes( expected ) === ( operator === 'contains' );
		}
		return null;
	}
	const temporal = comparison === 'date' || comparison === 'time';
	const order = ( temporal ? DATE_ORDER : NUMBER_ORDER )[ operator ];
	if ( temporal || comparison === 'number' || comparison === 'rating' ) {
		if ( ! order ) {
			return null;
		}
		const difference =
			numberOf( answer, comparison ) - numberOf( rule.value, comparison );
		return ! Number.isNaN( difference ) && order( difference );
	}
	const text = textOf( answer );
	switch ( operator ) {
		case 'is':
			return text === expected;
		case 'is_not':
			return text !== expected;
		case 'contains':
			return expected !== '' && text.includes( expected );
		case 'does_not_contain':
			return expected === '' || ! text.includes( expected );
	}
	return null;
}

const combine = ( outcomes: boolean[], match: Match | undefined ) =>
	match === 'all' ? outcomes.every( Boolean ) : outcomes.some( Boolean );

/**
 * Whether a field is shown, by its rules and the answers (each by the field's key).
 * @param logic   the field's rules in the current shape (logicOf)
 * @param fields  every field of the form by key (a subject not listed is ignored)
 * @param answers the answers by key
 */
export function isShown(
	logic: ConditionalLogic | null,
	fields: Record< string, ConditionField >,
	answers: Record< string, unknown >
): boolean {
	if ( ! logic?.enabled ) {
		return true;
	}
	const outcomes: boolean[] = [];
	for ( const group of logic.groups ?? [] ) {
		const held: boolean[] = [];
		for ( const rule of group.rules ?? [] ) {
			const subject = rule.field && fields[ rule.field ];
			const outcome =
				subject && ( ! rule.type || rule.type === 'fieldValue' )
					? ruleHolds(
							rule,
							comparisonOf( subject.type ),
							answers[ rule.field ]
						)
					: null;
			if ( outcome !== null ) {
				held.push( outcome );
			}
		}
		if ( held.length ) {
			outcomes.push( combine( held, group.logicalOperator ) );
		}
	}
	if ( ! outcomes.length ) {
		return true;
	}
	return (
		combine( outcomes, logic.logicalOperator ) !==
		( logic.action === 'hide' )
	);
}

/**
 * Which fields are shown (key → true/false): worked out again until nothing changes, a hidden
 * field's answer counting as empty for the others. One pass per field with rules settles any
 * chain of dependencies; fields still changing after that are caught in circular rules and
 * stay shown.
 * @param fields  every field of the form by key
 * @param answers the answers by key
 */
export function resolveVisibility(
	fields: Record< string, ConditionField >,
	answers: Record< string, unknown >
): Record< string, boolean > {
	const keys = Object.keys( fields );
	const shown: Record< string, boolean > = {};
	keys.forEach( ( key ) => ( shown[ key ] = true ) );
	const ruled = keys.filter( ( key ) => fields[ key ].logic?.enabled );
	const unsettled = new Set< string >();
	for ( let pass = 0; pass <= ruled.length; pass++ ) {
		const effective: Record< string, unknown > = {};
		keys.forEach(
			( key ) => ( effective[ key ] = shown[ key ] ? answers[ key ] : '' )
		);
		let changed = false;
		for ( const key of ruled ) {
			const next = isShown( fields[ key ].logic, fields, effective );
			if ( next !== shown[ key ] ) {
				shown[ key ] = next;
				changed = true;
				if ( pass > 0 ) {
					unsettled.add( key );
				}
			}
		}
		if ( ! changed ) {
			return shown;
		}
	}
	unsettled.forEach( ( key ) => ( shown[ key ] = true ) );
	return shown;
}
