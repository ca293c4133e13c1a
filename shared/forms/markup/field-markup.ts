/**
 * The visitor markup of one form field: a wrapper carrying the field's style variables, a
 * `<label for>` (or a `<fieldset><legend>` for choice groups), the control with `required`
 * and the required text, and — when the submission being answered has an error for it — the
 * message tied to the control with aria-describedby and aria-invalid. A hidden field is only its
 * hidden input. Label, control and options carry the colours of the field's parts in Jetpack's
 * current markup (part-looks.ts, choice-looks.ts).
 */
import { __ } from '@wordpress/i18n';
import type { RenderContext } from '../../render-context';
import { customClassNames } from '../../render/class-names';
import { htmlAttributes, markup, type SafeHtml } from '../../render/html';
import { limitOf, sliderLimitsOf, sliderValueOf } from '../model/field-rules';
import { MAX_LENGTH, type FieldType } from '../model/field-types';
import type { FieldDef } from '../model/form-model';
import { fieldWidth, styleVariables } from './field-style';
import { ratingGroup } from './rating-markup';
import { sliderControl } from './slider-markup';
import { fieldPlace } from './form-place';
import { choiceLooks } from './choice-looks';
import {
	fieldPartLooks,
	lookClass,
	lookStyle,
	type PartLook,
} from './part-looks';

type FieldState = { value: string | string[]; error: string | null };

const INPUT_TYPES: Partial< Record< FieldType, [ string, string | null ] > > = {
	text: [ 'text', null ],
	name: [ 'text', 'name' ],
	email: [ 'email', 'email' ],
	url: [ 'url', 'url' ],
	number: [ 'number', null ],
	date: [ 'date', null ],
	time: [ 'time', null ],
	telephone: [ 'tel', 'tel' ],
};

export function errorId( field: FieldDef ): string {
	return `${ field.domId }-error`;
}

function requiredMark(
	field: Pick< FieldDef, 'required' | 'requiredText' >
): SafeHtml | null {
	return field.required && field.requiredText
		? markup` <span class="jetpack-field__required">${ field.requiredText }</span>`
		: null;
}

/**
 * A field's `<label>` for its control, with the required mark and its `jetpack/label` part's
 * look (also the file field's, blocks/field-file/render.ts).
 * @param field
 * @param text  the label's text (the field's label unless given)
 * @param look
 */
export function labelFor(
	field: Pick<
		FieldDef,
		'domId' | 'label' | 'node' | 'required' | 'requiredText'
	>,
	text = field.label,
	look: PartLook = fieldPartLooks( field.node ).label
): SafeHtml {
	return markup`<label${ htmlAttributes( {
		for: field.domId,
		class: lookClass( 'jetpack-field__label', look ),
		style: lookStyle( look ),
	} ) }>${ text }${ requiredMark( field ) }</label>`;
}

function legendOf( field: FieldDef ): SafeHtml {
	const look = fieldPartLooks( field.node ).label;
	return markup`<legend${ htmlAttributes( {
		class: lookClass( 'jetpack-field__label', look ),
		style: lookStyle( look ),
	} ) }>${ field.label }${ requiredMark( field ) }</legend>`;
}

/**
 * The class and style of the field's control, with its `jetpack/input` part's look.
 * @param field
 * @param base  the control's own class
 */
function controlLook( field: FieldDef, base: string ) {
	const look = fieldPartLooks( field.node ).input;
	return { class: lookClass( base, look ), style: lookStyle( look ) };
}

function errorHtml( field: FieldDef, state: FieldState ): SafeHtml | null {
	return state.error
		? markup`<p class="jetpack-field__error" id="${ errorId( field ) }">${ state.error }</p>`
		: null;
}

function aria( field: FieldDef, state: FieldState ) {
	return {
		'aria-invalid': state.error ? 'true' : null,
		'aria-describedby': state.error ? errorId( field ) : null,
	};
}

function single( state: FieldState ): string {
	return Array.isArray( state.value )
		? ( state.value[ 0 ] ?? '' )
		: state.value;
}

function textControl( field: FieldDef, state: FieldState ): SafeHtml {
	const common = {
		id: field.domId,
		name: field.name,
		...controlLook( field, 'jetpack-field__input' ),
		placeholder: field.placeholder || null,
		required: field.required,
		maxlength: MAX_LENGTH[ field.type ],
		...aria( field, state ),
	};
	if ( field.type === 'textarea' ) {
		return markup`${ labelFor( field ) }<textarea${ htmlAttributes( { ...common, rows: 6 } ) }>${ single( state ) }</textarea>`;
	}
	const [ type, autocomplete ] = INPUT_TYPES[ field.type ] ?? [
		'text',
		null,
	];
	const limits =
		field.type === 'number'
			? {
					min: limitOf( field.attrs.min ),
					max: limitOf( field.attrs.max ),
					step: 'any',
					inputmode: 'decimal',
				}
			: {};
	return markup`${ labelFor( field ) }<input${ htmlAttributes( { type, ...common, ...limits, autocomplete, value: single( state ) } ) }>`;
}

function selectControl( field: FieldDef, state: FieldState ): SafeHtml {
	const chosen = single( state );
	const prompt = String(
		field.attrs.toggleLabel || __( 'Select one option', 'jetpack' )
	);
	const options = field.options.map(
		( option ) =>
			markup`<option${ htmlAttributes( { value: option, selected: option === chosen } ) }>${ option }</option>`
	);
	return markup`${ labelFor( field ) }<select${ htmlAttributes( {
		id: field.domId,
		name: field.name,
		...controlLook( field, 'jetpack-field__select' ),
		required: field.required,
		...aria( field, state ),
	} ) }><option value="">${ prompt }</option>${ options }</select>`;
}

function choiceGroup( field: FieldDef, state: FieldState ): SafeHtml {
	const multiple = field.type === 'checkbox-multiple';
	const chosen = Array.isArray( state.value ) ? state.value : [ state.value ];
	const looks = choiceLooks( field, fieldPartLooks( field.node ) );
	const options = field.options.map( ( option, index ) => {
		const id = `${ field.domId }-${ index + 1 }`;
		const look = looks.option( option );
		return markup`<div class="jetpack-field-option"><input${ htmlAttributes(
			{
				type: multiple ? 'checkbox' : 'radio',
				id,
				name: multiple ? `${ field.name }[]` : field.name,
				value: option,
				checked: chosen.includes( option ),
				required: ! multiple && field.required,
				...aria( field, state ),
			}
		) }><label${ htmlAttributes( {
			for: id,
			class: lookClass( '', look ) || null,
			style: lookStyle( look ),
		} ) }>${ option }</label></div>`;
	} );
	return markup`<fieldset${ htmlAttributes( {
		class: 'jetpack-field__group',
		id: field.domId,
		'aria-describedby': state.error ? errorId( field ) : null,
	} ) }>${ legendOf( field ) }<div${ htmlAttributes( {
		class: lookClass( 'jetpack-field-options', looks.list ),
		style: lookStyle( looks.list ),
	} ) }>${ options }</div>${ errorHtml( field, state ) }</fieldset>`;
}

function checkboxControl(
	field: FieldDef,
	state: FieldState,
	text: string
): SafeHtml {
	return markup`<input${ htmlAttributes( {
		type: 'checkbox',
		id: field.domId,
		name: field.name,
		value: 'Yes',
		class: 'jetpack-field__checkbox',
		checked: single( state ) !== '',
		required: field.required,
		...aria( field, state ),
	} ) }>${ labelFor( field, text, checkboxTextLook( field ) ) }`;
}

/**
 * A checkbox's text is its direct `jetpack/option` part (current markup), else its label.
 * @param field
 */
function checkboxTextLook( field: FieldDef ): PartLook {
	const looks = fieldPartLooks( field.node );
	return looks.standalone.classes.length || looks.standalone.styles.length
		? looks.standalone
		: looks.label;
}

function consentControl( field: FieldDef, state: FieldState ): SafeHtml {
	if ( field.attrs.consentType === 'explicit' ) {
		return checkboxControl(
			field,
			state,
			String( field.attrs.explicitConsentMessage ?? field.label )
		);
	}
	return markup`<input type="hidden" name="${ field.name }" value="Yes"><p class="jetpack-field-consent__message">${ String(
		field.attrs.implicitConsentMessage ?? ''
	) }</p>`;
}

function initialValue( field: FieldDef ): string | string[] {
	if ( field.type === 'checkbox' || field.type === 'consent' ) {
		return field.defaultValue && field.defaultValue !== 'false'
			? 'Yes'
			: '';
	}
	if ( field.type === 'checkbox-multiple' ) {
		return field.options.includes( field.defaultValue )
			? [ field.defaultValue ]
			: [];
	}
	if ( field.type === 'hidden' ) {
		// Jetpack keeps a hidden field's value in its `default` attribute.
		const value = field.attrs.default;
		return typeof value === 'string' || typeof value === 'number'
			? String( value )
			: '';
	}
	if ( field.type === 'slider' ) {
		// The starting value (`default`), within the limits and on a step.
		const limits = sliderLimitsOf( field.attrs );
		return String( sliderValueOf( field.attrs.default, limits ) );
	}
	if ( field.type === 'rating' ) {
		const preset = Number( field.attrs.default );
		return Number.isInteger( preset ) && preset > 0 ? String( preset ) : '';
	}
	return field.defaultValue;
}

export function fieldHtml( field: FieldDef, state: FieldState ): string {
	if ( field.type === 'hidden' ) {
		// Sent with the form, never shown: no wrapper, label or error next to it.
		return markup`<input${ htmlAttributes( {
			type: 'hidden',
			name: field.name,
			value: single( state ),
		} ) }>`.toString();
	}
	let control: SafeHtml;
	if ( field.type === 'radio' || field.type === 'checkbox-multiple' ) {
		control = choiceGroup( field, state );
	} else if ( field.type === 'rating' ) {
		control = ratingGroup( field, single( state ), {
			aria: aria( field, state ),
			legend: legendOf( field ),
			error: errorHtml( field, state ),
		} );
	} else if ( field.type === 'slider' ) {
		control = sliderControl( field, single( state ), {
			label: labelFor( field ),
			aria: aria( field, state ),
			error: errorHtml( field, state ),
		} );
	} else if ( field.type === 'select' ) {
		control = markup`${ selectControl( field, state ) }${ errorHtml( field, state ) }`;
	} else if ( field.type === 'checkbox' ) {
		control = markup`${ checkboxControl( field, state, field.label ) }${ errorHtml( field, state ) }`;
	} else if ( field.type === 'consent' ) {
		control = markup`${ consentControl( field, state ) }${ errorHtml( field, state ) }`;
	} else {
		control = markup`${ textControl( field, state ) }${ errorHtml( field, state ) }`;
	}
	const classes = [
		'jetpack-field',
		`jetpack-field-${ field.type }`,
		`wp-block-jetpack-field-${ field.type }`,
		`jetpack-field--width-${ fieldWidth( field.attrs.width ) }`,
		...( state.error ? [ 'jetpack-field--invalid' ] : [] ),
		...customClassNames( field.attrs.className ),
	];
	return markup`<div${ htmlAttributes( {
		class: classes.join( ' ' ),
		'data-jf-field': field.name,
		'data-jf-id': field.domId,
		// What the view script checks before sending (shared/forms/model/field-rules.ts).
		'data-jf-type': field.type,
		'data-jf-label': field.label,
		'data-jf-required': field.required,
		'data-jf-min': limitOf( field.attrs.min ),
		'data-jf-max': limitOf( field.attrs.max ),
		'data-jf-step':
			field.type === 'slider' ? limitOf( field.attrs.step ) : null,
		style: styleVariables( field.attrs ) || null,
	} ) }>${ control }</div>`.toString();
}

/**
 * The server renderer of a field block of the given type.
 * @param type
 */
export function fieldRenderer( type: FieldType ) {
	return (
		attributes: Record< string, unknown >,
		_innerHTML: string,
		context: RenderContext
	): string => {
		const { field, submission } = fieldPlace(
			context,
			`jetpack/field-${ type }`,
			attributes && typeof attributes === 'object' ? attributes : {}
		);
		const state: FieldState = submission
			? {
					value: submission.values[ field.name ] ?? '',
					error: submission.errors[ field.name ] ?? null,
				}
			: { value: initialValue( field ), error: null };
		return fieldHtml( field, state );
	};
}
