/**
 * What visitors get for the progress indicator of a multi-step form: the steps' labels as an
 * ordered list (the current one `aria-current="step"`) and a polite live region the form's view
 * script fills with "Step 2 of 3: Your details" at each move, so screen readers announce it.
 * Without JavaScript every step is shown at once, so the indicator stays `hidden`.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { enclosingForm, formSteps } from '../../shared/forms/model/form-steps';
import { htmlAttributes, markup } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';

const renderProgressIndicator: BlockRenderer = (
	attributes,
	_innerHTML,
	context
) => {
	const form = context?.block
		? enclosingForm( context.block.ancestors )
		: null;
	const steps = form ? formSteps( form ) : [];
	if ( ! steps.length ) {
		return '';
	}
	const wrapper = wrapperAttributes( attributes, {
		name: 'jetpack/form-progress-indicator',
		color: true,
	} );
	/* translators: 1: the current step's number, 2: the number of steps, 3: the step's label */
	const template = __( 'Step %1$d of %2$d: %3$s', 'jetpack' );
	const variant =
		attributes.variant === 'dots' ? 'is-variant-dots' : 'is-variant-line';
	return markup`<div${ htmlAttributes( {
		class: [ ...wrapper.classes, variant ].join( ' ' ),
		style: wrapper.styles.join( ';' ) || null,
		'data-jf-progress': '',
		'data-jf-progress-template': template,
		hidden: true,
	} ) }><ol class="jetpack-form-progress-indicator__steps">${ steps.map(
		( step ) =>
			markup`<li${ htmlAttributes( {
				class: 'jetpack-form-progress-indicator__step',
				'data-jf-progress-step': String( step.index ),
				'aria-current': step.index === 0 ? 'step' : null,
			} ) }>${ step.label }</li>`
	) }</ol><p class="jetpack-form-progress-indicator__status" aria-live="polite">${ sprintf(
		template,
		1,
		steps.length,
		steps[ 0 ].label
	) }</p></div>`.toString();
};

export default renderProgressIndicator;
