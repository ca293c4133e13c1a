/**
 * What visitors get for a Mailchimp block: a form with an email field, the inner button as its
 * submit button and the consent text, followed by the three notices view.ts shows in turn
 * (processing, success, error). The form names its block (hidden `post_id` and `block`, the block's
 * key as shared/block-at-key.ts makes it) so the server reads the interests and the signup field from the saved
 * block, never from the visitor. Class names follow Jetpack's, so themes styling them still
 * apply. Texts absent from the comment get block.json's defaults.
 */
import { __ } from '@wordpress/i18n';
import { pathToKey } from '../../shared/block-at-key';
import type { BlockRenderer, RawAttributes } from '../../shared/render-context';
import { richTextToPlainText } from '../../shared/render/entities';
import { htmlAttributes, markup, raw } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';

const SUPPORTS = { name: metadata.name, align: [ 'wide', 'full' ] };

type TextAttribute =
	| 'emailPlaceholder'
	| 'consentText'
	| 'processingLabel'
	| 'successLabel'
	| 'errorLabel';

/** Where visitors' subscriptions go, under the site's REST root. */
export const SUBSCRIBE_ROUTE = '/wp-json/wpcom/v2/mailchimp/subscribe';

/**
 * A text attribute's plain text; its block.json default when absent or not a string.
 * @param attributes
 * @param name
 */
function text( attributes: RawAttributes, name: TextAttribute ): string {
	const value = attributes[ name ];
	return typeof value === 'string'
		? richTextToPlainText( value )
		: metadata.attributes[ name ].default;
}

/** The saved wrapper around the inner button, when the markup has one (the current save). */
const SAVED_WRAPPER =
	/^\s*<div\b[^>]*\bclass="[^"]*\bwp-block-jetpack-mailchimp\b[^"]*"[^>]*>([\s\S]*)<\/div>\s*$/;

const renderMailchimp: BlockRenderer = ( attributes, innerHTML, context ) => {
	const wrapper = wrapperAttributes( attributes, SUPPORTS );
	const key = context.block ? pathToKey( context.block.path ) : '0';
	const id = `wp-block-jetpack-mailchimp-${ context.post?.id ?? 0 }-${ key }`;
	const placeholder =
		text( attributes, 'emailPlaceholder' ) ||
		__( 'Enter your email', 'jetpack' );
	const consent = text( attributes, 'consentText' );
	const button = (
		SAVED_WRAPPER.exec( innerHTML )?.[ 1 ] ?? innerHTML
	).trim();
	const notice = ( kind: string, role: string, message: string ) =>
		markup`<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_${ kind }" role="${ role }" hidden>${ message }</div>`;

	return markup`<div${ htmlAttributes( {
		class: wrapper.class,
		style: wrapper.style || null,
	} ) }><form${ htmlAttributes( {
		class: 'wp-block-jetpack-mailchimp_form',
		action: `${ context.site.url }${ SUBSCRIBE_ROUTE }`,
		method: 'post',
		'aria-describedby': consent ? `${ id }-consent` : null,
	} ) }><input${ htmlAttributes( {
		type: 'hidden',
		name: 'post_id',
		value: String( context.post?.id ?? '' ),
	} ) }><input type="hidden" name="block" value="${ key }"><p><input${ htmlAttributes(
		{
			id: `${ id }-email`,
			type: 'email',
			name: 'email',
			required: true,
			autocomplete: 'email',
			'aria-label': placeholder,
			placeholder,
		}
	) }></p>${ raw( button ) }${
		consent
			? markup`<p id="${ id }-consent" class="wp-block-jetpack-mailchimp_consent-text">${ consent }</p>`
			: ''
	}</form>${ notice(
		'processing',
		'status',
		text( attributes, 'processingLabel' )
	) }${ notice( 'success', 'status', text( attributes, 'successLabel' ) ) }${ notice(
		'error',
		'alert',
		text( attributes, 'errorLabel' )
	) }</div>`.toString();
};

export default renderMailchimp;
