/**
 * jetpack/input-range is a part of the slider field around it, whose renderer prints the whole
 * field (shared/forms/markup/slider-markup.ts); on its own it prints nothing.
 */
import type { BlockRenderer } from '../../shared/render-context';

const renderPart: BlockRenderer = () => '';

export default renderPart;
