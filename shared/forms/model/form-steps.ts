/**
 * Multi-step forms (Jetpack's `jetpack/form-step-container` holding `jetpack/form-step`
 * blocks): the steps of a form in document order, each with the label visitors see and the
 * field blocks it holds. The form model records each field's step (stored with the answer),
 * and the step, progress indicator and navigation renderers read the same list.
 */
import type { BlockNode } from '../../render-context';
import { FORM_BLOCK } from './field-types';

export const STEP_BLOCK = 'jetpack/form-step';
export const STEP_CONTAINER_BLOCK = 'jetpack/form-step-container';

export type FormStep = {
	/** 0-based position among the form's steps. */
	index: number;
	/** The author's `stepLabel`, else "Step N". */
	label: string;
	node: BlockNode;
};

/**
 * The label of the step at `index` (0-based): the author's, else "Step N".
 * @param node
 * @param index
 */
export function stepLabelOf( node: BlockNode, index: number ): string {
	const label = node.attrs?.stepLabel;
	return typeof label === 'string' && label.trim()
		? label.trim()
		: `Step ${ index + 1 }`;
}

/**
 * Every step of the form (not those of a form nested inside it), in document order.
 * @param form the form block
 */
export function formSteps( form: BlockNode ): FormStep[] {
	const steps: FormStep[] = [];
	const walk = ( nodes: BlockNode[] ) => {
		for ( const node of nodes ) {
			if ( node.blockName === FORM_BLOCK ) {
				continue;
			}
			if ( node.blockName === STEP_BLOCK ) {
				steps.push( {
					index: steps.length,
					label: stepLabelOf( node, steps.length ),
					node,
				} );
				continue;
			}
			walk( node.innerBlocks );
		}
	};
	walk( form.innerBlocks );
	return steps;
}

/**
 * The step holding each block inside the form's steps (any depth).
 * @param steps the form's steps
 */
export function stepOfBlocks(
	steps: FormStep[]
): WeakMap< BlockNode, FormStep > {
	const map = new WeakMap< BlockNode, FormStep >();
	const mark = ( nodes: BlockNode[], step: FormStep ) => {
		for ( const node of nodes ) {
			map.set( node, step );
			mark( node.innerBlocks, step );
		}
	};
	for ( const step of steps ) {
		mark( step.node.innerBlocks, step );
	}
	return map;
}

/**
 * The nearest form among a block's ancestors (outermost first), or null.
 * @param ancestors
 */
export function enclosingForm( ancestors: BlockNode[] ): BlockNode | null {
	for ( let index = ancestors.length - 1; index >= 0; index-- ) {
		if ( ancestors[ index ].blockName === FORM_BLOCK ) {
			return ancestors[ index ];
		}
	}
	return null;
}
