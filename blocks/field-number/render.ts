/**
 * What visitors get for the jetpack/field-number block: its label and control inside the
 * enclosing Contact Form, with the visitor's kept input and error when a submission is being
 * answered (markup in shared/forms/markup/field-markup.ts, shared by every field type).
 */
import { fieldRenderer } from '../../shared/forms/markup/field-markup';

const renderFieldNumber = fieldRenderer( 'number' );

export default renderFieldNumber;
