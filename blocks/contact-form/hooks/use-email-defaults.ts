/**
 * The defaults of the form's email settings (spec §3): the recipient is the post author's
 * email, the subject the site title in brackets followed by the post title (just the
 * bracketed site title while the post has none). The post title comes from the editor page's
 * post store when there is one (app/editor registers `block-suite/post-editor`).
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { formSiteSettings } from '../../../shared/forms/form-site-settings';
import type { ContactFormAttributes } from '../types';

const POST_EDITOR_STORE = 'block-suite/post-editor';

type PostEditorSelectors = { getEditedTitle?: () => string } | undefined;

export function defaultSubject( siteTitle: string, postTitle: string ): string {
	const site = siteTitle.trim();
	const post = postTitle.trim();
	if ( ! site ) {
		return post;
	}
	return post ? `[${ site }] ${ post }` : `[${ site }]`;
}

export function useEmailDefaults() {
	const postTitle = useSelect(
		( select ) =>
			(
				select( POST_EDITOR_STORE ) as PostEditorSelectors
			 )?.getEditedTitle?.() ?? '',
		[]
	);
	const { siteTitle, postAuthorEmail } = formSiteSettings();
	return {
		postAuthorEmail,
		subject: defaultSubject( siteTitle, postTitle ),
	};
}

/**
 * Gives a form without a recipient or subject the defaults, once, when it is first edited,
 * as saved Jetpack forms have them.
 * @param attributes    the form's attributes
 * @param setAttributes the block's setter
 */
export function useFillEmailDefaults(
	attributes: Pick< ContactFormAttributes, 'to' | 'subject' >,
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void
) {
	const defaults = useEmailDefaults();
	useEffect( () => {
		const next: Partial< ContactFormAttributes > = {};
		if ( attributes.to === undefined && defaults.postAuthorEmail ) {
			next.to = defaults.postAuthorEmail;
		}
		if ( attributes.subject === undefined && defaults.subject ) {
			next.subject = defaults.subject;
		}
		if ( Object.keys( next ).length ) {
			setAttributes( next );
		}
		// Only when the form appears: later title edits must not rewrite a chosen subject.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	return defaults;
}
