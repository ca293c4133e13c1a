/**
 * The parts of a form around its fields: the error summary (role=alert, focused, one link per
 * invalid field), the hidden submission inputs (post, form key, one-time token), the honeypot
 * (hidden from people and assistive technology) and a submit button for old forms without one.
 */
import { __ } from '@wordpress/i18n';
import type { FormModel } from '../model/form-model';
import { htmlAttributes, markup } from '../../render/html';
import type { FormPlace } from './form-place';

/** Names of the inputs the form adds around its fields. */
export const CONTROL_FIELDS = {
	post: 'contact-form-id',
	form: 'contact-form-key',
	token: 'contact-form-token',
	honeypot: 'contact-form-url',
} as const;

export const DEFAULT_ACTION =
	'/wp-admin/admin-post.php?action=grunion-contact-form';

export function errorSummaryHtml(
	model: FormModel,
	errors: Record< string, string >,
	formError?: string
): string {
	const items = [ ...model.fields, ...model.fileFields ]
		.filter( ( field ) => errors[ field.name ] )
		.map(
			( field ) =>
				markup`<li><a href="#${ field.domId }">${ field.label }: ${ errors[ field.name ] }</a></li>`
		);
	if ( ! items.length && ! formError ) {
		return '';
	}
	const title =
		formError ??
		__(
			'Your message was not sent. Please correct the following:',
			'jetpack'
		);
	return markup`<div class="contact-form__error" id="${ model.domId }-errors" role="alert" tabindex="-1" autofocus><p class="contact-form__error-title">${ title }</p>${ items.length ? markup`<ul>${ items }</ul>` : '' }</div>`.toString();
}

export function hiddenInputs( place: FormPlace ): string {
	const { model, forms } = place;
	const token = forms ? forms.issueToken( model.key ) : '';
	const hidden = ( name: string, value: string | number ) =>
		markup`<input type="hidden"${ htmlAttributes( { name, value } ) }>`;
	const honeypotId = `${ model.domId }-hp`;
	return markup`${ hidden( CONTROL_FIELDS.post, model.postId ) }${ hidden(
		CONTROL_FIELDS.form,
		model.key
	) }${ hidden( CONTROL_FIELDS.token, token ) }<div class="contact-form__hp" aria-hidden="true"><label for="${ honeypotId }">${ __(
		'Leave this field empty',
		'jetpack'
	) }</label><input type="text" id="${ honeypotId }" name="${ CONTROL_FIELDS.honeypot }" value="" tabindex="-1" autocomplete="off"></div>`.toString();
}

export function defaultSubmitButton(
	attributes: Record< string, unknown >
): string {
	const text =
		typeof attributes.submit_button_text === 'string' &&
		attributes.submit_button_text.trim()
			? attributes.submit_button_text
			: __( 'Submit', 'jetpack' );
	return markup`<div class="wp-block-jetpack-button wp-block-button"><button type="submit" class="wp-block-button__link wp-element-button">${ text }</button></div>`.toString();
}

/**
 * The saved inner content without the block's own wrapper `<div class="wp-block-jetpack-contact-form …">`.
 * @param innerHTML
 */
export function unwrapSaved( innerHTML: string ): string {
	const match =
		/^\s*<div class="wp-block-jetpack-contact-form[^"]*"[^>]*>([\s\S]*)<\/div>\s*$/.exec(
			innerHTML
		);
	return ( match ? match[ 1 ] : innerHTML ).trim();
}
