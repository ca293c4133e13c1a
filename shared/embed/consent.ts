/**
 * Consent-first third-party embeds, shared by every embed block's server renderer.
 *
 * By default a page loads nothing from the third party: the frame (or, for the GIF block, the
 * image: `consentContent()`) waits in a `<template>`
 * behind a "Load content from <service>" button that names the host it will load from, with a
 * plain link to the content for visitors without JavaScript. The view script
 * (`consent-view.ts`) swaps the frame in when the visitor asks. When the site allows loading
 * embeds directly (the `jetpack_embeds_load_directly` setting, `RenderContext.embeds`), the
 * frame is printed at once. Only https frame addresses are printed; everything is escaped.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { RenderContext } from '../render-context';
import { htmlAttributes, markup, type SafeHtml } from '../render/html';
import { isHttpUrl } from '../url/policy';

export const CONSENT_CLASS = 'jetpack-embed-consent';

export type EmbedFrame = {
	/** The service's name as visitors know it, e.g. "Calendly". */
	service: string;
	/** The frame's address; only https addresses are embedded. */
	src: string;
	/** The frame's accessible name. */
	title: string;
	width?: number | string;
	height?: number;
	className?: string;
	/** Where the no-JavaScript link (and the link shown before loading) points. */
	link: string;
	/** The link's text. */
	linkText: string;
};

/** True when the site lets embeds load without asking the visitor first. */
export function loadsDirectly( context: RenderContext | undefined ): boolean {
	return context?.embeds?.loadDirectly === true;
}

/** The host a frame loads from, as shown to the visitor. */
export function embedHost( src: string ): string {
	try {
		return new URL( src ).host;
	} catch {
		return '';
	}
}

function isHttpsUrl( value: string ): boolean {
	return (
		isHttpUrl( value ) &&
		value.trim().toLowerCase().startsWith( 'https://' )
	);
}

function frameMarkup( frame: EmbedFrame ): SafeHtml {
	return markup`<iframe${ htmlAttributes( {
		class: frame.className,
		src: frame.src,
		title: frame.title,
		width: frame.width,
		height: frame.height,
		loading: 'lazy',
		allowfullscreen: true,
		referrerpolicy: 'strict-origin-when-cross-origin',
		sandbox:
			'allow-scripts allow-same-origin allow-popups allow-forms allow-popups-to-escape-sandbox',
	} ) }></iframe>`;
}

/** Third-party content other than a frame (e.g. an image) held back the same way. */
export type EmbedContent = {
	/** The service's name as visitors know it, e.g. "Giphy". */
	service: string;
	/** The address the content loads from; only https addresses are printed. */
	src: string;
	/** The markup that loads it, printed at once or held back in the template. */
	content: SafeHtml;
	/** Where the no-JavaScript link (and the link shown before loading) points. */
	link: string;
	/** The link's text. */
	linkText: string;
};

/**
 * The content, or the consent button with the content held back. A content address that is
 * not https gives only the link.
 * @param item
 * @param context
 */
export function consentContent(
	item: EmbedContent,
	context: RenderContext | undefined
): SafeHtml {
	const link = isHttpUrl( item.link )
		? markup`<a class="${ CONSENT_CLASS }__link" href="${ item.link }">${ item.linkText }</a>`
		: markup`${ item.linkText }`;
	if ( ! isHttpsUrl( item.src ) ) {
		return link;
	}
	if ( loadsDirectly( context ) ) {
		return item.content;
	}
	const host = embedHost( item.src );
	return markup`<div class="${ CONSENT_CLASS }" data-embed-consent=""><p class="${ CONSENT_CLASS }__notice">${ sprintf(
		/* translators: %s: a host name, e.g. calendly.com */
		__(
			'This content is hosted by %s. It is not loaded until you choose to load it.',
			'jetpack'
		),
		host
	) }</p><button type="button" class="${ CONSENT_CLASS }__button">${ sprintf(
		/* translators: %s: a service name, e.g. Calendly */
		__( 'Load content from %s', 'jetpack' ),
		item.service
	) }${
		// The host is named after the service, unless the service is only known by its host.
		item.service !== host &&
		markup`<span class="${ CONSENT_CLASS }__host"> (${ host })</span>`
	}</button> ${ link }<template class="${ CONSENT_CLASS }__content">${
		item.content
	}</template></div>`;
}

/**
 * The frame, or the consent button with the frame held back. A frame address that is not
 * https gives only the link.
 * @param frame
 * @param context
 */
export function consentEmbed(
	frame: EmbedFrame,
	context: RenderContext | undefined
): SafeHtml {
	return consentContent(
		{
			service: frame.service,
			src: frame.src,
			content: frameMarkup( frame ),
			link: frame.link,
			linkText: frame.linkText,
		},
		context
	);
}
