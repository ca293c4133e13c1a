/**
 * What visitors run for consent-first embeds: a "Load content from <service>" button puts the
 * held-back frame or image (its `<template>`) in place of the notice, and moves focus to it.
 * Imports only the shared page-ready helper; every embed block's view script calls it.
 */
import { onPageReady } from '../view/page-ready';
const SELECTOR = '[data-embed-consent]';

function load( holder: Element ) {
	const template = holder.querySelector( 'template' );
	if ( ! template ) {
		return;
	}
	const content = template.content.cloneNode( true ) as DocumentFragment;
	const frame = content.querySelector( 'iframe, img' );
	holder.replaceWith( content );
	if ( frame ) {
		frame.setAttribute( 'tabindex', '-1' );
		( frame as HTMLElement ).focus();
	}
}

export function startEmbedConsent( root: ParentNode = document ) {
	root.querySelectorAll( SELECTOR ).forEach( ( holder ) => {
		const button = holder.querySelector( 'button' );
		if ( button && ! button.dataset.consentReady ) {
			button.dataset.consentReady = '1';
			button.addEventListener( 'click', () => load( holder ) );
		}
	} );
}

export function startWhenReady() {
	onPageReady( () => startEmbedConsent() );
}
