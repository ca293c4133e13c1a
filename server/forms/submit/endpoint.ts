/**
 * `POST /wp-admin/admin-post.php?action=grunion-contact-form`: where every contact form posts.
 *
 * - Without JavaScript (a normal form post): a 303 to the post's thank-you address
 *   (thank-you-page.ts: the summary in place of the form, shown to this visitor only), or to
 *   the form's http(s) redirect; or the post's page again with the form, its errors and the
 *   visitor's input kept (400 invalid, 409 token already used for other content, 429 rate
 *   limited).
 * - With `Accept: application/json` (the view script): always `200`, as WordPress's
 *   `wp_send_json_error` does — `{ success: true, thankYouHtml, redirect }` or `{ success:
 *   false, code, status, message, errors: [ { name, id, label, message } ], summaryHtml }`,
 *   `status` being what the page answer's HTTP status would be. A refusal is an answer the
 *   visitor reads, not a failed request: browsers log every 4xx fetch as a console error.
 *
 * Bodies are form-encoded (`name[]` for checkbox-multiple) or JSON, at most 256 KB; a form
 * with a file field posts multipart/form-data, at most the site's upload body limit (50 MB by
 * default): a larger body is refused (413) without being kept in memory.
 */
import {
	BodyTooLargeError,
	formatBytes,
	mediaType,
	readBody,
} from '../../http/body';
import { parseFormEncoded, parseJsonObject } from '../../http/input';
import {
	boundaryOf,
	MultipartError,
	parseMultipart,
	type MultipartFile,
} from '../../http/multipart';
import { redirect, sendJson } from '../../http/respond';
import { sendMessagePage } from '../../pages/guard';
import { sendPost } from '../../pages/site-pages';
import type { RequestContext } from '../../site-context';
import { errorSummaryHtml } from '../../../shared/forms/markup/form-markup';
import { getFormsConfig } from '../config';
import { formsRenderState } from '../render-state';
import { formsServiceOf } from '../service';
import { processSubmission } from './process';
import { FORM_MESSAGES, type SubmissionOutcome } from './submission-outcome';
import { redirectToThanks } from './thank-you-page';

export const FORM_BODY_LIMIT = 256 * 1024;

const CODES: Record< number, string > = {
	400: 'invalid_fields',
	409: 'already_sent',
	429: 'rate_limited',
};

function header( ctx: RequestContext, name: string ): string {
	const value = ctx.req.headers[ name ];
	return ( Array.isArray( value ) ? value[ 0 ] : value ) ?? '';
}

type Posted = { fields: Record< string, unknown >; files: MultipartFile[] };

class UploadTooLargeError extends Error {
	constructor( readonly limit: number ) {
		super( `Upload larger than ${ limit } bytes.` );
	}
}

async function readFields( ctx: RequestContext ): Promise< Posted | null > {
	const type = mediaType( ctx.req );
	if ( type === 'multipart/form-data' ) {
		const { uploadMaxBodyBytes } = await getFormsConfig( ctx.site.db );
		const boundary = boundaryOf( ctx.req.headers[ 'content-type' ] );
		let body: Buffer;
		try {
			body = await readBody( ctx.req, uploadMaxBodyBytes );
		} catch ( error ) {
			throw error instanceof BodyTooLargeError
				? new UploadTooLargeError( uploadMaxBodyBytes )
				: error;
		}
		if ( ! boundary ) {
			return null;
		}
		try {
			return parseMultipart( body, boundary );
		} catch ( error ) {
			if ( error instanceof MultipartError ) {
				return null;
			}
			throw error;
		}
	}
	const body = await readBody( ctx.req, FORM_BODY_LIMIT );
	if ( type === 'application/json' ) {
		try {
			const fields = parseJsonObject( body.toString( 'utf8' ) || '{}' );
			return fields ? { fields, files: [] } : null;
		} catch {
			return null;
		}
	}
	if ( type === 'application/x-www-form-urlencoded' || type === '' ) {
		return {
			fields: parseFormEncoded( body.toString( 'utf8' ) ),
			files: [],
		};
	}
	return null;
}

/**
 * A JSON refusal: 200 with `success: false`, its code and the status the page would have.
 * @param ctx
 * @param status
 * @param payload
 */
function refuseJson(
	ctx: RequestContext,
	status: number,
	payload: { code: string; message: string } & Record< string, unknown >
) {
	return sendJson(
		ctx.res,
		200,
		{ success: false, status, ...payload },
		{ 'Cache-Control': 'no-store' }
	);
}

function answerJson( ctx: RequestContext, outcome: SubmissionOutcome ) {
	const noStore = { 'Cache-Control': 'no-store' };
	if ( outcome.kind === 'missing' ) {
		return refuseJson( ctx, 404, {
			code: 'form_missing',
			message: FORM_MESSAGES.missing,
		} );
	}
	if ( outcome.kind === 'accepted' ) {
		return sendJson(
			ctx.res,
			200,
			{
				success: true,
				thankYouHtml: outcome.thankYouHtml,
				redirect: outcome.redirect,
			},
			noStore
		);
	}
	const { model, errors, formError, status } = outcome;
	return refuseJson( ctx, status, {
		code: CODES[ status ],
		message: formError ?? 'Some fields need your attention.',
		errors: [ ...model.fields, ...model.fileFields ]
			.filter( ( field ) => errors[ field.name ] )
			.map( ( field ) => ( {
				name: field.name,
				id: field.domId,
				label: field.label,
				message: errors[ field.name ],
			} ) ),
		summaryHtml: errorSummaryHtml( model, errors, formError ),
	} );
}

async function answerPage( ctx: RequestContext, outcome: SubmissionOutcome ) {
	if ( outcome.kind === 'missing' ) {
		return sendMessagePage(
			ctx,
			404,
			'Form not found',
			FORM_MESSAGES.missing
		);
	}
	const { post, model } = outcome;
	if ( outcome.kind === 'accepted' ) {
		if ( outcome.redirect ) {
			return redirect( ctx.res, outcome.redirect, 303 );
		}
		// Post/redirect/get: reloading the thank-you must not post the form again.
		if ( await redirectToThanks( ctx, post, model, outcome.id ) ) {
			return;
		}
		return sendPost( ctx, post, {
			forms: formsRenderState( ctx.site, post, {
				formKey: model.key,
				values: {},
				errors: {},
				thankYouHtml: outcome.thankYouHtml,
			} ),
			status: 200,
		} );
	}
	return sendPost( ctx, post, {
		forms: formsRenderState( ctx.site, post, {
			formKey: model.key,
			values: outcome.values,
			errors: outcome.errors,
			formError: outcome.formError,
		} ),
		status: outcome.status,
	} );
}

export async function handleFormSubmission(
	ctx: RequestContext
): Promise< void > {
	if ( ctx.req.method !== 'POST' ) {
		return sendMessagePage(
			ctx,
			405,
			'Method not allowed',
			'Forms are sent with POST.'
		);
	}
	const wantsJson = header( ctx, 'accept' ).includes( 'application/json' );
	let posted: Posted | null;
	try {
		posted = await readFields( ctx );
	} catch ( error ) {
		if ( error instanceof UploadTooLargeError ) {
			const message = `The form and its files are larger than ${ formatBytes(
				error.limit
			) }. Attach smaller files and try again.`;
			return wantsJson
				? refuseJson( ctx, 413, { code: 'too_large', message } )
				: sendMessagePage( ctx, 413, 'Files too large', message );
		}
		if ( error instanceof BodyTooLargeError ) {
			return wantsJson
				? refuseJson( ctx, 413, {
						code: 'too_large',
						message: 'The message is too long.',
					} )
				: sendMessagePage(
						ctx,
						413,
						'Message too long',
						'The message is too long. Please shorten it and try again.'
					);
		}
		throw error;
	}
	if ( ! posted ) {
		return wantsJson
			? refuseJson( ctx, 415, {
					code: 'bad_body',
					message: 'Send the form as form data or JSON.',
				} )
			: sendMessagePage(
					ctx,
					415,
					'Unsupported form data',
					'Send the form as form data or JSON.'
				);
	}
	const outcome = await processSubmission(
		ctx.site,
		posted.fields,
		{
			ip: ctx.req.socket.remoteAddress ?? '',
			userAgent: header( ctx, 'user-agent' ),
			referer: header( ctx, 'referer' ),
			viewer: ctx.session?.user ?? null,
		},
		Date.now(),
		posted.files
	);
	if ( outcome.kind === 'accepted' && ! outcome.duplicate ) {
		formsServiceOf( ctx.site )?.kick();
	}
	return wantsJson ? answerJson( ctx, outcome ) : answerPage( ctx, outcome );
}

/**
 * `/wp-admin/admin-post.php`: dispatches on `action` (only the contact form's today).
 * @param ctx
 */
export async function handleAdminPost( ctx: RequestContext ): Promise< void > {
	if ( ctx.url.searchParams.get( 'action' ) === 'grunion-contact-form' ) {
		return handleFormSubmission( ctx );
	}
	return sendMessagePage(
		ctx,
		400,
		'Unknown action',
		'This address does not know that action.'
	);
}
