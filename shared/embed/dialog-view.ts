/**
 * What visitors run for embeds shown in a dialog (consent-dialog.ts): the opener (a link to the
 * content, `data-embed-dialog="<id>"`) opens its `<dialog>` as a modal instead of leaving the
 * page; focus moves to the dialog's "Load content" button (or the frame, once loaded); Escape
 * and the Close button close it, and focus goes back to the opener. Where a browser lacks
 * `showModal()`, the dialog is shown with its `open` attribute and the same keys. Imports
 * nothing but the DOM (view scripts stay small); the consent button inside is the consent
 * script's (consent-view.ts).
 */
const OPENER = '[data-embed-dialog]';
const CLOSE = '[data-embed-dialog-close]';
/** Where focus goes when the dialog opens: the consent button, else the loaded content. */
const FIRST_FOCUS = '[data-embed-consent] button, iframe, img';

/** The element each dialog gives focus back to when it closes. */
const openers = new WeakMap< HTMLDialogElement, HTMLElement >();

function closeDialog( dialog: HTMLDialogElement ) {
	if ( ! dialog.hasAttribute( 'open' ) ) {
		return;
	}
	if ( typeof dialog.close === 'function' ) {
		dialog.close();
	} else {
		dialog.removeAttribute( 'open' );
		dialog.dispatchEvent( new Event( 'close' ) );
	}
}

function focusInside( dialog: HTMLDialogElement ) {
	const target =
		dialog.querySelector< HTMLElement >( FIRST_FOCUS ) ??
		dialog.querySelector< HTMLElement >( CLOSE );
	if ( target && ! target.matches( 'button, a[href]' ) ) {
		target.setAttribute( 'tabindex', '-1' );
	}
	target?.focus();
}

function openDialog( dialog: HTMLDialogElement, opener: HTMLElement ) {
	if ( dialog.hasAttribute( 'open' ) ) {
		return;
	}
	openers.set( dialog, opener );
	if ( typeof dialog.showModal === 'function' ) {
		dialog.showModal();
	} else {
		dialog.setAttribute( 'open', '' );
	}
	focusInside( dialog );
}

function prepareDialog( dialog: HTMLDialogElement ) {
	if ( dialog.dataset.embedDialogReady ) {
		return;
	}
	dialog.dataset.embedDialogReady = '1';
	dialog
		.querySelector( CLOSE )
		?.addEventListener( 'click', () => closeDialog( dialog ) );
	dialog.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			// A modal dialog closes itself on Escape too; this covers the fallback.
			event.preventDefault();
			closeDialog( dialog );
		}
	} );
	dialog.addEventListener( 'close', () => openers.get( dialog )?.focus() );
}

export function startEmbedDialogs( root: ParentNode = document ) {
	root.querySelectorAll< HTMLElement >( OPENER ).forEach( ( opener ) => {
		const dialog = document.getElementById(
			opener.dataset.embedDialog ?? ''
		);
		if (
			! dialog ||
			dialog.tagName !== 'DIALOG' ||
			opener.dataset.embedDialogReady
		) {
			return;
		}
		opener.dataset.embedDialogReady = '1';
		prepareDialog( dialog as HTMLDialogElement );
		opener.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			openDialog( dialog as HTMLDialogElement, opener );
		} );
	} );
}
