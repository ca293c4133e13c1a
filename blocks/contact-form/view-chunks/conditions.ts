/**
 * Conditional fields with JavaScript: the form's rules (`data-jf-conditions`, printed by
 * render.ts: every field by input name with its type and rules) are worked out again whenever
 * an answer changes, with the same evaluator the server uses
 * (shared/forms/model/conditional-logic.ts). A hidden field gets `hidden` (out of sight and out
 * of the accessibility tree) and its controls `disabled` (not sent, not checked); shown again,
 * it keeps what the visitor had written. Without this script every field shows and the server
 * decides which answers count. A view chunk (built to blocks/contact-form/conditions.js,
 * scripts/view-chunks.mjs): view.ts loads it only for a form with `data-jf-conditions`; imports
 * nothing from edit code.
 */
import {
	resolveVisibility,
	type ConditionField,
} from '../../../shared/forms/model/conditional-logic';

type Control = HTMLInputElement & { name: string };

/**
 * The answers the form holds now, by input name, whether shown or not (the evaluator treats
 * hidden answers as empty itself): checked boxes and radios only, a list for several, the
 * chosen files' names.
 * @param form
 */
function answersOf( form: HTMLFormElement ): Record< string, unknown > {
	const answers: Record< string, unknown > = {};
	for ( const control of Array.from( form.elements ) as Control[] ) {
		const name = control.name?.replace( /\[\]$/, '' );
		const { type } = control;
		if (
			! name ||
			( ( type === 'checkbox' || type === 'radio' ) && ! control.checked )
		) {
			continue;
		}
		const value =
			type === 'file'
				? Array.from( control.files ?? [], ( file ) => file.name )
				: control.value;
		answers[ name ] =
			name in answers
				? ( [] as unknown[] ).concat( answers[ name ], value )
				: value;
	}
	return answers;
}

/**
 * Starts the conditional fields of `form`, when it has any.
 * @param form
 */
export function initConditions( form: HTMLFormElement ): void {
	let fields: Record< string, ConditionField >;
	try {
		fields = JSON.parse( form.dataset.jfConditions ?? '' );
	} catch {
		return;
	}
	const update = () => {
		const shown = resolveVisibility( fields, answersOf( form ) );
		form.querySelectorAll< HTMLElement >( '[data-jf-field]' ).forEach(
			( wrapper ) => {
				const hide = shown[ wrapper.dataset.jfField ?? '' ] === false;
				if ( wrapper.hidden !== hide ) {
					wrapper.hidden = hide;
					wrapper
						.querySelectorAll< Control >(
							'input, select, textarea, button'
						)
						.forEach( ( control ) => ( control.disabled = hide ) );
				}
			}
		);
	};
	form.addEventListener( 'input', update );
	form.addEventListener( 'change', update );
	update();
}

/** What view.ts gets from this chunk once it has loaded. */
export type ConditionsChunk = { initConditions: typeof initConditions };
