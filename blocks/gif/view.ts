/** Visitors: the GIF's "Load content from Giphy" button (shared/embed/consent-view.ts). */
import { startWhenReady } from '../../shared/embed/consent-view';

startWhenReady();
