/**
 * What visitors get for the jetpack/field-slider block: its label and a range input between
 * the names of its ends, with the chosen value beside it, inside the enclosing Contact Form
 * (markup in shared/forms/markup/slider-markup.ts).
 */
import { fieldRenderer } from '../../shared/forms/markup/field-markup';

const renderFieldSlider = fieldRenderer( 'slider' );

export default renderFieldSlider;
