/**
 * What visitors get for a Contact Form: a named `<form>` landmark (aria-label from
 * `formTitle`, else the post title) that posts to the site's form endpoint and works without
 * JavaScript; the rendered field blocks and submit button inside; hidden inputs carrying the
 * post, the form's key and a one-time token; a honeypot hidden from people and assistive
 * technology; and, when a submission is being answered, the error summary (role=alert,
 * focused) or the thank-you in place of the form.
 *
 * Pure function of the attributes, the rendered inner blocks and the render context
 * (`context.block` for the raw inner blocks, `context.forms` for tokens and submission state).
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import {
	colorSupport,
	spacingSupport,
} from '../../server/forms/markup/block-supports';
import { attrs, customClasses } from '../../server/forms/markup/escape';
import { styleVariables } from '../../server/forms/markup/field-style';
import {
	DEFAULT_ACTION,
	defaultSubmitButton,
	errorSummaryHtml,
	hiddenInputs,
	unwrapSaved,
} from '../../server/forms/markup/form-markup';
import { formPlaceOfForm } from '../../server/forms/markup/form-place';

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
	const place = formPlaceOfForm( context, attributesObject );
	const { model, submission } = place;
	const wrapperClasses = [
		'wp-block-jetpack-contact-form-container',
		...( typeof attributesObject.align === 'string' &&
		ALIGNMENTS.includes( attributesObject.align )
			? [ `align${ attributesObject.align }` ]
			: [] ),
		...customClasses( attributesObject.className ),
	];
	const wrapper = ( content: string ) =>
		`<div${ attrs( { class: wrapperClasses.join( ' ' ) } ) }>${ content }</div>`;

	if ( submission?.thankYouHtml ) {
		return wrapper( submission.thankYouHtml );
	}
	const color = colorSupport( attributesObject );

	const style = [
		styleVariables( attributesObject ),
		...color.styles,
		...spacingSupport( attributesObject ),
	]
		.filter( Boolean )
		.join( ';' );
	const summary = submission
		? errorSummaryHtml( model, submission.errors, submission.formError )
		: '';
	const fields = unwrapSaved( innerHTML );
	const button = model.hasSubmitButton
		? ''
		: defaultSubmitButton( attributesObject );
	const form = `<form${ attrs( {
		id: model.domId,
		class: [
			'contact-form',
			'wp-block-jetpack-contact-form',
			...color.classes,
		].join( ' ' ),
		method: 'post',
		action: place.forms?.action ?? DEFAULT_ACTION,
		'aria-label': accessibleName( attributesObject, context?.post?.title ),
		'data-jf-form': '',
		style: style || null,
	} ) }>${ summary }${ fields }${ button }${ hiddenInputs( place ) }</form>`;
	return wrapper( form );
};

export default renderContactForm;
