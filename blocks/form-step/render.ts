/**
 * What visitors get for one step of a multi-step form: a `<fieldset>` named by a `<legend>`
 * with the step's label, around the step's blocks. Without JavaScript every step is shown, one
 * fieldset under the other, and the form posts once (the server checks all of them); the view
 * script of the form shows one step at a time (`data-jf-step` is its position).
 */
import type { BlockRenderer } from '../../shared/render-context';
import { enclosingForm, formSteps } from '../../shared/forms/model/form-steps';
import { htmlAttributes, markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';

/** The saved step without its own wrapper `<div class="wp-block-jetpack-form-step …">`. */
function unwrapStep( innerHTML: string ): string {
	const match =
		/^\s*<div class="wp-block-jetpack-form-step[^"]*"[^>]*>([\s\S]*)<\/div>\s*$/.exec(
			innerHTML
		);
	return ( match ? match[ 1 ] : innerHTML ).trim();
}

const renderFormStep: BlockRenderer = ( attributes, innerHTML, context ) => {
	const place = context?.block;
	const form = place ? enclosingForm( place.ancestors ) : null;
	const steps = form ? formSteps( form ) : [];
	const step = steps.find( ( candidate ) => candidate.node === place?.node );
	const index = step?.index ?? 0;
	const label =
		step?.label ??
		( typeof attributes.stepLabel === 'string' &&
		attributes.stepLabel.trim()
			? attributes.stepLabel.trim()
			: 'Step 1' );
	const wrapper = wrapperAttributes( attributes, {
		name: 'jetpack/form-step',
		align: [ 'left', 'center', 'right', 'wide', 'full' ],
		color: true,
		spacing: true,
	} );
	return markup`<fieldset${ htmlAttributes( {
		class: wrapper.classes.join( ' ' ),
		style: wrapper.styles.join( ';' ) || null,
		'data-jf-step': String( index ),
	} ) }><legend class="jetpack-form-step__label">${ label }</legend>${ raw(
		unwrapStep( innerHTML )
	) }</fieldset>`.toString();
};

export default renderFormStep;
