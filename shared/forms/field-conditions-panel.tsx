/**
 * The Conditional logic panel of every field block: switch rules on, show or hide the field,
 * when any or all conditions are met, and each condition — another field of the form (by its
 * label), an operator that applies to that field, and a value (the field's choices for a
 * dropdown, radio or checkbox group; a number or a date box; none for "is empty", "is checked").
 * Writes Jetpack's `conditionalLogic` attribute in its current shape (one group); rules saved in
 * the older `controls` shape are read and written back in the current one. What visitors and the
 * server do with it: shared/forms/model/conditional-logic.ts.
 */
import {
	Button,
	Notice,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	logicOf,
	VALUELESS,
	type ConditionalLogic,
	type Match,
	type Rule,
	type RuleGroup,
} from './model/conditional-logic';
import {
	OPERATORS_BY_COMPARISON,
	operatorLabel,
	useEnsureFieldId,
	useSubjectFields,
	type SubjectField,
} from './field-condition-subjects';

type Logic = {
	enabled: boolean;
	action: 'show' | 'hide';
	match: Match;
	rules: Rule[];
	/** Groups after the first (saved elsewhere), kept as they are. */
	moreGroups: RuleGroup[];
};

/**
 * The saved attribute as the panel edits it: the first group's rules, the rest kept.
 * @param value the `conditionalLogic` attribute
 */
function editable( value: unknown ): Logic {
	const stored = value as ConditionalLogic | undefined;
	const logic = logicOf( { ...stored, enabled: true } );
	const [ first, ...moreGroups ] = logic?.groups ?? [];
	return {
		enabled: stored?.enabled === true,
		action: logic?.action ?? 'show',
		match: first?.logicalOperator ?? logic?.logicalOperator ?? 'any',
		rules: first?.rules ?? [],
		moreGroups,
	};
}

function saved( logic: Logic ): ConditionalLogic {
	return {
		enabled: logic.enabled,
		action: logic.action,
		logicalOperator: logic.match,
		groups: [
			{ logicalOperator: logic.match, rules: logic.rules },
			...logic.moreGroups,
		],
	};
}

const EMPTY_RULE: Rule = {
	field: '',
	operator: 'is',
	value: '',
	type: 'fieldValue',
};

function ValueControl( {
	rule,
	subject,
	onChange,
}: {
	rule: Rule;
	subject: SubjectField | undefined;
	onChange: ( value: string ) => void;
} ) {
	const comparison = subject?.comparison ?? 'text';
	if (
		VALUELESS.has( rule.operator ) ||
		comparison === 'checked' ||
		comparison === 'file'
	) {
		return null;
	}
	const value = typeof rule.value === 'string' ? rule.value : '';
	if ( subject?.options.length ) {
		return (
			<SelectControl
				label={ __( 'Value', 'jetpack' ) }
				value={ value }
				options={ [
					{ value: '', label: __( 'Select an option…', 'jetpack' ) },
					...subject.options.map( ( option ) => ( {
						value: option,
						label: option,
					} ) ),
				] }
				onChange={ onChange }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
		);
	}
	let type: 'text' | 'date' | 'time' | 'number' = 'text';
	if ( comparison === 'date' || comparison === 'time' ) {
		type = comparison;
	} else if ( comparison === 'number' || comparison === 'rating' ) {
		type = 'number';
	}
	return (
		<TextControl
			label={ __( 'Value', 'jetpack' ) }
			type={ type }
			value={ value }
			onChange={ onChange }
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
}

function RuleRow( {
	rule,
	index,
	subjects,
	onChange,
	onRemove,
}: {
	rule: Rule;
	index: number;
	subjects: SubjectField[];
	onChange: ( rule: Rule ) => void;
	onRemove: () => void;
} ) {
	const ensureId = useEnsureFieldId();
	const subject = subjects.find(
		( field ) => field.id !== '' && field.id === rule.field
	);
	const operators = OPERATORS_BY_COMPARISON[ subject?.comparison ?? 'text' ];
	const chooseField = ( clientId: string ) => {
		const chosen = subjects.find(
			( field ) => field.clientId === clientId
		);
		if ( ! chosen ) {
			onChange( { ...rule, field: '', value: '' } );
			return;
		}
		const allowed = OPERATORS_BY_COMPARISON[ chosen.comparison ];
		onChange( {
			...rule,
			field: ensureId( chosen ),
			operator: allowed.includes( rule.operator )
				? rule.operator
				: allowed[ 0 ],
			value: '',
			type: 'fieldValue',
		} );
	};
	const title = sprintf(
		/* translators: %d: the condition's number, from 1 */
		__( 'Condition %d', 'jetpack' ),
		index + 1
	);
	return (
		<fieldset className="jetpack-field-conditions__rule">
			<legend>{ title }</legend>
			{ rule.field && ! subject && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'The field this condition is about is no longer in the form. Choose another field or remove the condition.',
						'jetpack'
					) }
				</Notice>
			) }
			<SelectControl
				label={ __( 'Field', 'jetpack' ) }
				value={ subject?.clientId ?? '' }
				options={ [
					{ value: '', label: __( 'Select a field…', 'jetpack' ) },
					...subjects.map( ( field ) => ( {
						value: field.clientId,
						label: field.label,
					} ) ),
				] }
				onChange={ chooseField }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			<SelectControl
				label={ __( 'Operator', 'jetpack' ) }
				value={ rule.operator }
				options={ operators.map( ( operator ) => ( {
					value: operator,
					label: operatorLabel( operator ),
				} ) ) }
				onChange={ ( operator: string ) =>
					onChange( { ...rule, operator } )
				}
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			<ValueControl
				rule={ rule }
				subject={ subject }
				onChange={ ( value ) => onChange( { ...rule, value } ) }
			/>
			<Button variant="link" isDestructive onClick={ onRemove }>
				{ sprintf(
					/* translators: %d: the condition's number, from 1 */
					__( 'Remove condition %d', 'jetpack' ),
					index + 1
				) }
			</Button>
		</fieldset>
	);
}

/**
 * The panel of one field block, which it edits through the block's own attributes.
 * @param props                             the field block
 * @param props.clientId                    the field's block
 * @param props.attributes                  its attributes
 * @param props.attributes.conditionalLogic the rules, as saved (read here)
 * @param props.setAttributes               its setAttributes (`conditionalLogic` written here)
 */
export default function FieldConditionsPanel( {
	clientId,
	attributes,
	setAttributes,
}: {
	clientId: string;
	attributes: { conditionalLogic?: unknown };
	setAttributes: ( changes: { conditionalLogic: ConditionalLogic } ) => void;
} ) {
	const subjects = useSubjectFields( clientId );
	const logic = editable( attributes.conditionalLogic );
	const update = ( changes: Partial< Logic > ) =>
		setAttributes( {
			conditionalLogic: saved( { ...logic, ...changes } ),
		} );
	const setRule = ( index: number, rule: Rule ) =>
		update( {
			rules: logic.rules.map( ( each, at ) =>
				at === index ? rule : each
			),
		} );
	return (
		<PanelBody
			title={ __( 'Conditional logic', 'jetpack' ) }
			initialOpen={ logic.enabled }
			className="jetpack-field-conditions"
		>
			<ToggleControl
				label={ __( 'Show or hide by other answers', 'jetpack' ) }
				help={ __(
					'Visitors see this field only when its conditions say so; a hidden field is not required and its answer is not kept.',
					'jetpack'
				) }
				checked={ logic.enabled }
				onChange={ ( enabled: boolean ) =>
					update( {
						enabled,
						rules:
							enabled && ! logic.rules.length
								? [ EMPTY_RULE ]
								: logic.rules,
					} )
				}
				__nextHasNoMarginBottom
			/>
			{ logic.enabled && ! subjects.length && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Add another field to the form to base this field on.',
						'jetpack'
					) }
				</Notice>
			) }
			{ logic.enabled && (
				<>
					<SelectControl
						label={ __( 'Action', 'jetpack' ) }
						value={ logic.action }
						options={ [
							{
								value: 'show',
								label: __( 'Show this field', 'jetpack' ),
							},
							{
								value: 'hide',
								label: __( 'Hide this field', 'jetpack' ),
							},
						] }
						onChange={ ( action: string ) =>
							update( {
								action: action === 'hide' ? 'hide' : 'show',
							} )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<SelectControl
						label={ __( 'When', 'jetpack' ) }
						value={ logic.match }
						options={ [
							{
								value: 'any',
								label: __( 'any condition is met', 'jetpack' ),
							},
							{
								value: 'all',
								label: __(
									'all conditions are met',
									'jetpack'
								),
							},
						] }
						onChange={ ( match: string ) =>
							update( { match: match === 'all' ? 'all' : 'any' } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					{ logic.rules.map( ( rule, index ) => (
						<RuleRow
							key={ index }
							rule={ rule }
							index={ index }
							subjects={ subjects }
							onChange={ ( next ) => setRule( index, next ) }
							onRemove={ () =>
								update( {
									rules: logic.rules.filter(
										( _, at ) => at !== index
									),
								} )
							}
						/>
					) ) }
					<Button
						variant="secondary"
						onClick={ () =>
							update( { rules: [ ...logic.rules, EMPTY_RULE ] } )
						}
					>
						{ __( 'Add condition', 'jetpack' ) }
					</Button>
					{ logic.moreGroups.length > 0 && (
						<p className="components-base-control__help">
							{ __(
								'Further groups of conditions saved with this field still apply.',
								'jetpack'
							) }
						</p>
					) }
				</>
			) }
		</PanelBody>
	);
}
