/**
 * Multi-step forms with JavaScript: one step (`fieldset[data-jf-step]`, rendered by
 * blocks/form-step) shown at a time. Next checks the current step's fields and moves on only
 * when they are valid; Back never checks; the submit button shows on the last step (Enter on an
 * earlier step acts as Next). The progress indicator marks the current step with
 * `aria-current="step"` and its polite live region says "Step 2 of 3: Your details", and focus
 * moves to the new step's legend. Without this script every step is on the page and the form
 * posts once. A view chunk (built to blocks/contact-form/steps.js, scripts/view-chunks.mjs):
 * view.ts loads it only for a form with two steps or more; imports nothing from edit code.
 */

export type StepErrors = ( root: HTMLElement ) => unknown[];

export type StepsController = {
	/** Whether the current step is the last one. */
	isLast: () => boolean;
	/** Check the current step (`showErrors` gets them) and move on when it is valid. */
	next: () => void;
	/** Show the step holding `element` (a field with an error). */
	showStepOf: ( element: Element | null ) => void;
};

function buttonOf( form: HTMLFormElement, selector: string ) {
	return form.querySelector< HTMLElement >( selector );
}

/**
 * Starts the steps of `form`, or returns null when it has none.
 * @param form
 * @param errorsIn   the current errors of the fields inside an element
 * @param showErrors shows a list of errors (from errorsIn)
 * @param clear      removes the errors shown
 */
export function initSteps(
	form: HTMLFormElement,
	errorsIn: StepErrors,
	showErrors: ( errors: unknown[] ) => void,
	clear: () => void
): StepsController | null {
	const steps = Array.from(
		form.querySelectorAll< HTMLFieldSetElement >( 'fieldset[data-jf-step]' )
	);
	if ( steps.length < 2 ) {
		return null;
	}
	const progress = form.querySelector< HTMLElement >( '[data-jf-progress]' );
	const status = progress?.querySelector< HTMLElement >( '[aria-live]' );
	const items = Array.from(
		progress?.querySelectorAll< HTMLElement >(
			'[data-jf-progress-step]'
		) ?? []
	);
	const previous = buttonOf( form, '.is-previous' );
	const nextButton = buttonOf( form, '.is-next' );
	const submit =
		buttonOf( form, '.is-submit' ) ??
		form
			.querySelector< HTMLElement >( '[type=submit]' )
			?.closest< HTMLElement >(
				'.wp-block-button, .wp-block-jetpack-button'
			) ??
		null;
	let current = 0;

	const legendOf = ( step: HTMLElement ) =>
		step.querySelector< HTMLElement >( 'legend' );

	const show = ( index: number, moveFocus: boolean ) => {
		current = Math.max( 0, Math.min( index, steps.length - 1 ) );
		steps.forEach( ( step, position ) => {
			step.hidden = position !== current;
		} );
		items.forEach( ( item, position ) => {
			if ( position === current ) {
				item.setAttribute( 'aria-current', 'step' );
			} else {
				item.removeAttribute( 'aria-current' );
			}
			item.classList.toggle( 'is-complete', position < current );
		} );
		if ( status ) {
			// The sentence comes translated from the server (data-jf-progress-template).
			const label = legendOf( steps[ current ] )?.textContent ?? '';
			status.textContent = (
				progress?.dataset.jfProgressTemplate ?? '%1$d / %2$d: %3$s'
			)
				.replace( '%1$d', String( current + 1 ) )
				.replace( '%2$d', String( steps.length ) )
				.replace( '%3$s', label );
		}
		if ( previous ) {
			previous.hidden = current === 0;
		}
		if ( nextButton ) {
			nextButton.hidden = current === steps.length - 1;
		}
		if ( submit ) {
			submit.hidden = current !== steps.length - 1;
		}
		if ( moveFocus ) {
			const legend = legendOf( steps[ current ] );
			if ( legend ) {
				legend.tabIndex = -1;
				legend.focus();
			}
		}
	};

	const next = () => {
		clear();
		const errors = errorsIn( steps[ current ] );
		if ( errors.length ) {
			showErrors( errors );
			return;
		}
		show( current + 1, true );
	};

	form.classList.add( 'is-multistep-active' );
	if ( progress ) {
		progress.hidden = false;
	}
	nextButton?.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		next();
	} );
	previous?.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		clear();
		show( current - 1, true );
	} );
	show( 0, false );

	return {
		isLast: () => current === steps.length - 1,
		next,
		showStepOf: ( element ) => {
			const step = element?.closest< HTMLFieldSetElement >(
				'fieldset[data-jf-step]'
			);
			const index = step ? steps.indexOf( step ) : -1;
			if ( index >= 0 && index !== current ) {
				show( index, false );
			}
		},
	};
}

/** What view.ts gets from this chunk once it has loaded. */
export type StepsChunk = { initSteps: typeof initSteps };
