/**
 * Frozen: Jetpack's choice-field saves without a wrapper (option blocks straight inside the
 * comment, or the older `options` array). See shared/forms/field-choice-v1.tsx. Do not edit.
 */
import { choiceFieldV1 } from '../../../../shared/forms/field-choice-v1';

export default choiceFieldV1( {
	defaultLabel: 'Choose several options',
	optionBlock: 'jetpack/field-option-checkbox',
} );
