/**
 * What visitors get for the jetpack/field-hidden block: only a hidden input, named like the
 * form's other fields and holding the field's value, inside the enclosing Contact Form (markup
 * in shared/forms/markup/field-markup.ts). The value is stored with the response.
 */
import { fieldRenderer } from '../../shared/forms/markup/field-markup';

const renderFieldHidden = fieldRenderer( 'hidden' );

export default renderFieldHidden;
