/**
 * An embed shown in a dialog (Eventbrite's "button with modal" style): a `<dialog>` holding the
 * consent-first embed (`consentEmbed()`: the notice and "Load content from <service>" button,
 * then the frame), opened by a button or link on the page. Rendered closed, so it shows and
 * loads nothing until a visitor opens it; the opener keeps working without JavaScript as a
 * plain link. The view script (`dialog-view.ts`) opens it as a modal, moves focus in, closes
 * it on Escape and on its Close button, and gives focus back to the opener.
 */
import { __ } from '@wordpress/i18n';
import { htmlAttributes, markup, type SafeHtml } from '../render/html';

export const DIALOG_CLASS = 'jetpack-embed-dialog';

export type EmbedDialog = {
	/** Unique on the page; the opener names it. */
	id: string;
	/** The dialog's accessible name. */
	label: string;
	/** What it holds: a consent-first embed. */
	content: SafeHtml;
};

export function consentDialog( dialog: EmbedDialog ): SafeHtml {
	return markup`<dialog${ htmlAttributes( {
		id: dialog.id,
		class: DIALOG_CLASS,
		'aria-label': dialog.label,
	} ) }><button type="button" class="${ DIALOG_CLASS }__close" data-embed-dialog-close="">${ __(
		'Close',
		'jetpack'
	) }</button><div class="${ DIALOG_CLASS }__content">${
		dialog.content
	}</div></dialog>`;
}

/**
 * The attributes that make an element (a link or a button) open the dialog `id`.
 * @param id
 */
export function dialogOpenerAttributes( id: string ) {
	return {
		'data-embed-dialog': id,
		'aria-haspopup': 'dialog',
		'aria-controls': id,
	};
}
