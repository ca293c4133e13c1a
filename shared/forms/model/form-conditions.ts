/**
 * The conditional fields of one form (conditional-logic.ts) in the form model's terms: every
 * field by its input name, each rule's subject turned from the field `id` Jetpack saves into
 * that field's input name. The renderer prints this on the form for the view script
 * (`data-jf-conditions`); the server works out from it which fields a submission leaves hidden.
 *
 * A rule names its subject by the field's `id` attribute; a field without one is found by the
 * slug of its input name (its label's, `-2` when repeated), as Jetpack derives ids from labels.
 */
import {
	logicOf,
	resolveVisibility,
	type ConditionField,
	type ConditionalLogic,
} from './conditional-logic';
import type { FormModel } from './form-model';

type AnyField =
	FormModel[ 'fields' ][ number ] | FormModel[ 'fileFields' ][ number ];

function fieldsOf( model: FormModel ): AnyField[] {
	return [ ...model.fields, ...model.fileFields ];
}

/**
 * The input name of the field a rule names, or null when the form has no such field.
 * @param model
 * @param ref   the rule's `field`
 */
export function subjectName( model: FormModel, ref: string ): string | null {
	const fields = fieldsOf( model );
	const found =
		fields.find( ( field ) => field.blockId === ref ) ??
		fields.find(
			( field ) => field.name === `g${ model.postId }-${ ref }`
		);
	return found?.name ?? null;
}

function resolved( model: FormModel, logic: ConditionalLogic ) {
	return {
		...logic,
		groups: ( logic.groups ?? [] ).map( ( group ) => ( {
			...group,
			rules: ( group.rules ?? [] ).flatMap( ( rule ) => {
				const field =
					typeof rule.field === 'string'
						? subjectName( model, rule.field )
						: null;
				return field ? [ { ...rule, field } ] : [];
			} ),
		} ) ),
	};
}

/**
 * Every field by input name with its rules (subjects by input name), or null when no field of
 * the form has rules.
 * @param model
 */
export function formConditions(
	model: FormModel
): Record< string, ConditionField > | null {
	const out: Record< string, ConditionField > = {};
	let any = false;
	for ( const field of fieldsOf( model ) ) {
		const logic = logicOf( field.attrs.conditionalLogic );
		out[ field.name ] = {
			type: field.type,
			logic: logic && resolved( model, logic ),
		};
		any = any || !! logic;
	}
	return any ? out : null;
}

/**
 * The input names of the fields a submission leaves hidden.
 * @param model
 * @param answers what was sent, by input name (file fields: the attached files' names)
 */
export function hiddenFields(
	model: FormModel,
	answers: Record< string, unknown >
): Set< string > {
	const fields = formConditions( model );
	if ( ! fields ) {
		return new Set();
	}
	const shown = resolveVisibility( fields, answers );
	return new Set(
		Object.keys( shown ).filter( ( name ) => ! shown[ name ] )
	);
}
