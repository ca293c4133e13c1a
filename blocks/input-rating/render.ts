/**
 * jetpack/input-rating is a part of the rating field around it, whose renderer prints the whole
 * field from it (shared/forms/model/field-parts.ts); on its own it prints nothing.
 */
import type { BlockRenderer } from '../../shared/render-context';

const renderPart: BlockRenderer = () => '';

export default renderPart;
