/** Visitors: the consent-first embed's "Load content from …" button (shared/embed/consent-view.ts). */
import { startWhenReady } from '../../shared/embed/consent-view';

startWhenReady();
