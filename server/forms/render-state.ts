/**
 * The `forms` part of the RenderContext for a post: where forms post and a token issuer bound
 * to this site and post. Submission state (kept input, errors, thank-you) is added by the
 * submission handler when it answers without JavaScript.
 */
import type { FormsRenderState } from '../../shared/render-context';
import type { PostRow } from '../db/schema';
import type { SiteContext } from '../site-context';
import { DEFAULT_ACTION } from '../../shared/forms/markup/form-markup';
import { issueFormToken } from './tokens';

/** The no-JavaScript and JSON submission endpoint (JSON when the request accepts it). */
export const FORM_ACTION = DEFAULT_ACTION;

export function formsRenderState(
	site: Pick< SiteContext, 'nonceSecret' >,
	post: Pick< PostRow, 'id' >,
	submission?: FormsRenderState[ 'submission' ]
): FormsRenderState {
	return {
		action: FORM_ACTION,
		issueToken: ( formKey ) =>
			issueFormToken( site.nonceSecret, post.id, formKey ),
		...( submission ? { submission } : {} ),
	};
}
