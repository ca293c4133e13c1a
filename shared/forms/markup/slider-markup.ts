/**
 * The visitor markup of a slider field: a native range input (keyboard: arrows, Page Up/Down,
 * Home/End; screen readers announce its value) between the names of its ends — the field's
 * `minLabel` / `maxLabel`, else the numbers — and the chosen value beside it, kept current by
 * blocks/field-slider/view.ts. Without JavaScript the range works the same; only the number
 * beside it stays at the starting value.
 */
import { htmlAttributes, markup, type SafeHtml } from '../../render/html';
import { sliderEndName, sliderLimitsOf } from '../model/field-rules';
import type { FieldDef } from '../model/form-model';

type Parts = {
	label: SafeHtml;
	/** The `aria-invalid` / `aria-describedby` pair of the field's error, when any. */
	aria: Record< string, string | null >;
	error: SafeHtml | null;
};

export function sliderControl(
	field: FieldDef,
	value: string,
	{ label, aria, error }: Parts
): SafeHtml {
	const limits = sliderLimitsOf( field.attrs );
	const low = sliderEndName( field.attrs.minLabel, limits.min );
	const high = sliderEndName( field.attrs.maxLabel, limits.max );
	return markup`${ label }<div class="jetpack-field-slider__row"><span class="jetpack-field-slider__min-label">${ low }</span><input${ htmlAttributes(
		{
			type: 'range',
			id: field.domId,
			name: field.name,
			class: 'jetpack-field-slider__input',
			min: limits.min,
			max: limits.max,
			step: limits.step,
			value,
			required: field.required,
			...aria,
		}
	) }><span class="jetpack-field-slider__max-label">${ high }</span><output class="jetpack-field-slider__value" for="${ field.domId }">${ value }</output></div>${ error }`;
}
