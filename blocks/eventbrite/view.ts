/**
 * Visitors: the consent-first embed's "Load content from …" button (shared/embed/consent-view.ts)
 * and, for the button-with-modal style, the dialog the button opens (shared/embed/dialog-view.ts).
 */
import { startEmbedConsent } from '../../shared/embed/consent-view';
import { startEmbedDialogs } from '../../shared/embed/dialog-view';
import { onPageReady } from '../../shared/view/page-ready';

onPageReady( () => {
	startEmbedConsent();
	startEmbedDialogs();
} );
