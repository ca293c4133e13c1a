/**
 * The visitor markup of a rating field: a `<fieldset>` of radio buttons 1…max, each labelled
 * "n of max stars" for screen readers and drawn as a star. Native radios give the keyboard
 * behaviour (Tab into the group, arrow keys move and choose) and work without JavaScript; the
 * stars up to the chosen one are filled by CSS (blocks/field-rating/style.scss).
 */
import { __, sprintf } from '@wordpress/i18n';
import { htmlAttributes, markup, type SafeHtml } from '../../render/html';
import { ratingMaxOf } from '../model/field-rules';
import type { FieldDef } from '../model/form-model';

type Parts = {
	/** The `aria-invalid` / `aria-describedby` pair of the field's error, when any. */
	aria: Record< string, string | null >;
	legend: SafeHtml;
	error: SafeHtml | null;
};

export function ratingGroup(
	field: FieldDef,
	chosen: string,
	{ aria, legend, error }: Parts
): SafeHtml {
	const max = ratingMaxOf( field.attrs.max );
	const stars = Array.from( { length: max }, ( _, index ) => {
		const value = String( index + 1 );
		const id = `${ field.domId }-${ value }`;
		const name = sprintf(
			/* translators: 1: a rating, 2: the highest rating. */
			__( '%1$s of %2$d stars', 'jetpack' ),
			value,
			max
		);
		return markup`<input${ htmlAttributes( {
			type: 'radio',
			class: 'jetpack-field-rating__input',
			id,
			name: field.name,
			value,
			checked: chosen === value,
			required: field.required,
			...aria,
		} ) }><label for="${ id }" class="jetpack-field-rating__star"><span class="screen-reader-text">${ name }</span><span aria-hidden="true">★</span></label>`;
	} );
	return markup`<fieldset${ htmlAttributes( {
		class: 'jetpack-field__group jetpack-field-rating__group',
		id: field.domId,
		'aria-describedby': aria[ 'aria-describedby' ] ?? null,
	} ) }>${ legend }<div class="jetpack-field-rating__stars">${ stars }</div>${ error }</fieldset>`;
}
