/**
 * What visitors get for the jetpack/field-time block: its label and a time input (`HH:MM`,
 * checked in the browser and on the server) inside the enclosing Contact Form (markup in
 * shared/forms/markup/field-markup.ts, shared by every field type).
 */
import { fieldRenderer } from '../../shared/forms/markup/field-markup';

const renderFieldTime = fieldRenderer( 'time' );

export default renderFieldTime;
