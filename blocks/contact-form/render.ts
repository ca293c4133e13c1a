/**
 * What visitors get for a Contact Form: a named `<form>` landmark (aria-label from
 * `formTitle`, else the post title) that posts to the site's form endpoint and works without
 * JavaScript; the rendered field blocks and submit button inside; hidden inputs carrying the
 * post, the form's key and a one-time token; a honeypot hidden from people and assistive
 * technology; the rules of its conditional fields for the view script (`data-jf-conditions`,
 * every field shown until the script runs); and, when a submission is being answered, the
 * error summary (role=alert, focused) or the thank-you in place of the form.
 *
 * Pure function of the attributes, the rendered inner blocks and the render context
 * (`context.block` for the raw inner blocks, `context.forms` for tokens and submission state).
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { styleVariables } from '../../shared/forms/markup/field-style';
import {
	DEFAULT_ACTION,
	defaultSubmitButton,
	errorSummaryHtml,
	hiddenInputs,
	unwrapSaved,
} from '../../shared/forms/markup/form-markup';
import { formPlaceOfForm } from '../../shared/forms/markup/form-place';
import { syncedFormRef } from '../../shared/forms/model/synced-forms';
import { formConditions } from '../../shared/forms/model/form-conditions';
import { htmlAttributes, markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';

const ALIGNMENTS = [ 'wide', 'full' ];

function accessibleName(
	attributes: Record< string, unknown >,
	postTitle: string | undefined
): string {
	const title =
		typeof attributes.formTitle === 'string'
			? attributes.formTitle.trim()
			: '';
	return title || postTitle?.trim() || __( 'Contact form', 'jetpack' );
}

const renderContactForm: BlockRenderer = ( attributes, innerHTML, context ) => {
	const attributesObject =
		attributes && typeof attributes === 'object' ? attributes : {};
	// A synced form the host could not put in place (missing, trashed, unpublished): nothing.
	if (
		syncedFormRef(
			context?.block?.node ?? {
				attrs: attributesObject,
				innerBlocks: [],
			}
		) !== null
	) {
		return '';
	}
	const place = formPlaceOfForm( context, attributesObject );
	const { model, submission } = place;
	// The container carries the alignment and the author's classes; the form the colours and
	// spacing.
	const container = wrapperAttributes( attributesObject, {
		align: ALIGNMENTS,
	} );
	const wrapper = ( content: string ) =>
		markup`<div${ htmlAttributes( {
			class: [
				'wp-block-jetpack-contact-form-container',
				...container.classes,
			].join( ' ' ),
		} ) }>${ raw( content ) }</div>`.toString();

	if ( submission?.thankYouHtml ) {
		return wrapper( submission.thankYouHtml );
	}
	const supports = wrapperAttributes( attributesObject, {
		color: true,
		spacing: true,
		className: false,
	} );
	const style = [ styleVariables( attributesObject ), ...supports.styles ]
		.filter( Boolean )
		.join( ';' );
	const summary = submission
		? errorSummaryHtml( model, submission.errors, submission.formError )
		: '';
	const fields = unwrapSaved( innerHTML );
	const conditions = formConditions( model );
	const button = model.hasSubmitButton
		? ''
		: defaultSubmitButton( attributesObject );
	const form = markup`<form${ htmlAttributes( {
		id: model.domId,
		class: [
			'contact-form',
			'wp-block-jetpack-contact-form',
			...supports.classes,
		].join( ' ' ),
		method: 'post',
		action: place.forms?.action ?? DEFAULT_ACTION,
		// Files travel in the form post itself (server/forms/README.md).
		enctype: model.fileFields.length ? 'multipart/form-data' : null,
		'aria-label': accessibleName( attributesObject, context?.post?.title ),
		'data-jf-form': '',
		// Escaped as any attribute value; the view script shows and hides fields by it.
		'data-jf-conditions': conditions ? JSON.stringify( conditions ) : null,
		style: style || null,
	} ) }>${ raw( summary + fields + button + hiddenInputs( place ) ) }</form>`;
	return wrapper( form.toString() );
};

export default renderContactForm;
