/**
 * Cross-site scripting payloads written as the `source` of a Markdown block. Shared by the jest
 * security test (render.ts and save) and, later, the browser test of the published page, so keep
 * it a plain data module with no test-framework imports.
 *
 * `harmlessEvenUnsanitised` marks payloads that stay inert even through a deliberately unsafe
 * Markdown conversion (raw HTML on, every URL accepted): markdown-it escapes them itself, or the
 * HTML parser turns them into a comment or text. Every other payload must be caught by the
 * checker when nothing sanitises it, which proves the checker can fail.
 */

export type XssPayload = {
	/** Short unique name, used in test titles. */
	name: string;
	category:
		| 'script'
		| 'event-handler'
		| 'javascript-link'
		| 'other-scheme'
		| 'svg'
		| 'embedding-tag'
		| 'reference-link'
		| 'autolink'
		| 'comment-cdata'
		| 'entity'
		| 'attribute-injection';
	/** The Markdown source as an author would type it. */
	markdown: string;
	harmlessEvenUnsanitised?: true;
};

import { linkAndSchemePayloads } from './xss-payloads-links';
import { markupPayloads } from './xss-payloads-markup';

export const xssPayloads: XssPayload[] = [
	...markupPayloads,
	...linkAndSchemePayloads,
];
