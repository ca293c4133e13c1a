/**
 * What replaces a form once its submission is stored (§3): the heading (default "Your message
 * has been sent"), then the custom message (`customThankyou` "message"), or a summary of the
 * submitted fields ('', hidden fields left out), or — for "redirect" — nothing here: the visitor
 * is sent to the URL, which must be http(s); any other URL (javascript:, data:, …) falls back to
 * the summary.
 */
import { __ } from '@wordpress/i18n';
import type { FormModel } from '../../../shared/forms/model/form-model';
import { escapeLines } from '../../../shared/render/escape';
import { markup, raw } from '../../../shared/render/html';
import { isHttpUrl } from '../../../shared/url/policy';
import type { Entry } from '../model/validate';

export function redirectTarget(
	attributes: Record< string, unknown >
): string | null {
	const target =
		typeof attributes.customThankyouRedirect === 'string'
			? attributes.customThankyouRedirect.trim()
			: '';
	return attributes.customThankyou === 'redirect' && isHttpUrl( target )
		? target
		: null;
}

export function entryText( value: string | string[] ): string {
	return Array.isArray( value ) ? value.join( ', ' ) : value;
}

function summary( entries: Entry[] ): string {
	const rows = entries
		// A hidden field's value is the site's, not the visitor's answer: never shown to them.
		.filter(
			( entry ) =>
				entry.type !== 'hidden' && entryText( entry.value ) !== ''
		)
		.map(
			( entry ) =>
				markup`<dt>${ entry.label }</dt><dd>${ raw( escapeLines( entryText( entry.value ) ) ) }</dd>`
		);
	return rows.length
		? markup`<dl class="contact-form-submission__summary">${ rows }</dl>`.toString()
		: '';
}

export function thankYouHtml( model: FormModel, entries: Entry[] ): string {
	const { attrs } = model;
	const heading =
		typeof attrs.customThankyouHeading === 'string' &&
		attrs.customThankyouHeading.trim()
			? attrs.customThankyouHeading
			: __( 'Your message has been sent', 'jetpack' );
	const message =
		typeof attrs.customThankyouMessage === 'string'
			? attrs.customThankyouMessage.trim()
			: '';
	const body =
		attrs.customThankyou === 'message' && message
			? markup`<p class="contact-form-submission__message">${ raw( escapeLines( message ) ) }</p>`
			: raw( summary( entries ) );
	return markup`<div class="contact-form-submission" id="${ model.domId }-thanks" role="status" tabindex="-1" autofocus><h3 class="contact-form-submission__heading">${ heading }</h3>${ body }</div>`.toString();
}
