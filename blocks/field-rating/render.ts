/**
 * What visitors get for the jetpack/field-rating block: a group of radio buttons drawn as stars
 * (arrow keys move between them, screen readers announce "3 of 5 stars"), inside the enclosing
 * Contact Form (markup in shared/forms/markup/rating-markup.ts).
 */
import { fieldRenderer } from '../../shared/forms/markup/field-markup';

const renderFieldRating = fieldRenderer( 'rating' );

export default renderFieldRating;
