/**
 * jetpack/field-option-checkbox lives only inside its choice field, which prints every option
 * (input, label, checked state) itself from the option blocks' labels. On its own it shows
 * nothing, so no stray saved markup reaches visitors.
 */
import type { BlockRenderer } from '../../shared/render-context';

const renderOption: BlockRenderer = () => '';

export default renderOption;
