/**
 * The defaults of the form's email settings (spec §3): the recipient is the post author's
 * email, the subject the site title in brackets followed by the post title (just the
 * bracketed site title while the post has none). Site, author and post title come from the
 * editor's stores (shared/editor-data), as in WordPress.
 */
import { useEffect, useRef } from '@wordpress/element';
import {
	usePostAuthorEmail,
	usePostTitle,
	useSiteTitle,
} from '../../../shared/editor-data';
import type { ContactFormAttributes } from '../types';

export function defaultSubject( siteTitle: string, postTitle: string ): string {
	const site = siteTitle.trim();
	const post = postTitle.trim();
	if ( ! site ) {
		return post;
	}
	return post ? `[${ site }] ${ post }` : `[${ site }]`;
}

/**
 * The default recipient and subject, and whether each is known yet (the site title and the
 * author's email are fetched; '' when they cannot be had).
 */
export function useEmailDefaults() {
	const postTitle = usePostTitle();
	const siteTitle = useSiteTitle();
	const postAuthorEmail = usePostAuthorEmail();
	return {
		postAuthorEmail: postAuthorEmail ?? '',
		subject: defaultSubject( siteTitle ?? '', postTitle ),
		isRecipientKnown: postAuthorEmail !== undefined,
		isSubjectKnown: siteTitle !== undefined,
	};
}

/**
 * Gives a form without a recipient or subject the defaults, once each, as soon as the default
 * is known after the form appears, as saved Jetpack forms have them. Later title edits never
 * rewrite a subject, and a value typed meanwhile is kept.
 * @param attributes    the form's attributes
 * @param setAttributes the block's setter
 */
export function useFillEmailDefaults(
	attributes: Pick< ContactFormAttributes, 'to' | 'subject' >,
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void
) {
	const defaults = useEmailDefaults();
	const decided = useRef( { to: false, subject: false } );
	useEffect( () => {
		const next: Partial< ContactFormAttributes > = {};
		if ( ! decided.current.to && defaults.isRecipientKnown ) {
			decided.current.to = true;
			if ( attributes.to === undefined && defaults.postAuthorEmail ) {
				next.to = defaults.postAuthorEmail;
			}
		}
		if ( ! decided.current.subject && defaults.isSubjectKnown ) {
			decided.current.subject = true;
			if ( attributes.subject === undefined && defaults.subject ) {
				next.subject = defaults.subject;
			}
		}
		if ( Object.keys( next ).length ) {
			setAttributes( next );
		}
		// Only when a default becomes known: later title edits must not rewrite a chosen subject.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ defaults.isRecipientKnown, defaults.isSubjectKnown ] );
	return defaults;
}
