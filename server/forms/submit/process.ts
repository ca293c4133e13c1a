/**
 * One form submission, from the posted fields to a stored response: find the form in the
 * post, work out which conditional fields the answers leave hidden (those are neither required,
 * checked nor stored), validate every other field, recognise a resubmission of an already
 * stored token (answered as the same success, stored once), judge spam (honeypot, token,
 * minimum fill time, the optional remote checker), then count the per-address rate limit and
 * store the response in one write, group-committed with the submissions arriving at the same
 * time (db/group-commit.ts). An address already over the limit is refused before the remote
 * check and the files.
 * Spam is stored with status `spam` (and nothing is sent), never dropped.
 */
import { createHash } from 'node:crypto';
import { countHit, peekRateLimit } from '../../auth/rate-limit';
import { getUser, type Viewer } from '../../auth/users';
import { writeInBatch } from '../../db/group-commit';
import { syncTransaction } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
import type { PostRow } from '../../db/schema';
import { canReadPost } from '../../posts/post-permissions';
import { postLink } from '../../posts/post-response';
import { getPost } from '../../posts/posts-repo';
import { withSyncedForms } from '../synced-forms';
import { getSettings } from '../../settings/settings';
import type { SiteContext } from '../../site-context';
import { getFormsConfig } from '../config';
import type { MultipartFile } from '../../http/multipart';
import {
	fileLinksOf,
	removeStoredFiles,
	writeAttachments,
} from '../files/attachments';
import { checkUploads, partsOf } from '../files/upload-check';
import { storesCrmContacts } from '../crm/crm-state';
import { CONTROL_FIELDS } from '../../../shared/forms/markup/form-markup';
import { entryText, redirectTarget, thankYouHtml } from '../markup/thank-you';
import { composeNotification } from '../mail/compose';
import {
	buildFormModel,
	findFormNode,
	type FormModel,
} from '../../../shared/forms/model/form-model';
import { hiddenFields } from '../../../shared/forms/model/form-conditions';
import { validateSubmission, type Entry } from '../model/validate';
import { leadFields, salesforceOrganization } from '../salesforce';
import { AkismetChecker } from '../spam/spam-checker';
import { readFormToken } from '../tokens';
import { webhookTargets } from '../webhooks';
import { FORM_MESSAGES, type SubmissionOutcome } from './submission-outcome';
import { storeResponse, type ResponseRecord } from './store';

export type Visitor = {
	ip: string;
	userAgent: string;
	referer: string;
	viewer: Viewer;
};

function firstOf( entries: Entry[], type: string ): string {
	const found = entries.find(
		( entry ) =>
			entry.type === type &&
			typeof entry.value === 'string' &&
			entry.value
	);
	return typeof found?.value === 'string' ? found.value : '';
}

function bodyHash( entries: Entry[] ): string {
	return createHash( 'sha256' )
		.update(
			JSON.stringify(
				entries.map( ( entry ) => [ entry.name, entry.value ] )
			)
		)
		.digest( 'hex' );
}

type PostForm = { post: PostRow; model: FormModel };

/**
 * What the visitor answered, by input name, as the conditional fields read it: the posted
 * values, and for a file field the names of the files attached.
 * @param model
 * @param body
 * @param files
 */
function answersOf(
	model: FormModel,
	body: Record< string, unknown >,
	files: MultipartFile[]
): Record< string, unknown > {
	const answers = { ...body };
	for ( const field of model.fileFields ) {
		answers[ field.name ] = partsOf( field, files ).map(
			( file ) => file.filename
		);
	}
	return answers;
}

/**
 * The published post `id` (its synced forms in place, as visitors saw it) and its form `key`,
 * parsed once per revision of the site's posts (db/read-cache.ts), whoever asks.
 * @param site
 * @param postId
 * @param key
 */
function postForm(
	site: SiteContext,
	postId: number,
	key: string
): Promise< PostForm | null > {
	return cachedRead(
		site.db,
		[ 'posts' ],
		`submission-form:${ postId }:${ key }`,
		async () => {
			const row = await getPost( site.db, postId );
			if (
				! row ||
				row.status === 'trash' ||
				( row.type !== 'post' && row.type !== 'page' )
			) {
				return null;
			}
			const post = await withSyncedForms( site.db, row );
			const node = findFormNode( post.content, key );
			return node
				? { post, model: buildFormModel( node, post.id, key ) }
				: null;
		}
	);
}

async function readableForm(
	site: SiteContext,
	id: unknown,
	key: string,
	viewer: Viewer
): Promise< PostForm | null > {
	const postId = Number( id );
	if ( ! Number.isInteger( postId ) || postId <= 0 ) {
		return null;
	}
	const found = await postForm( site, postId, key );
	return found && canReadPost( viewer, found.post ) ? found : null;
}

export async function processSubmission(
	site: SiteContext,
	body: Record< string, unknown >,
	visitor: Visitor,
	now = Date.now(),
	files: MultipartFile[] = []
): Promise< SubmissionOutcome > {
	const key =
		typeof body[ CONTROL_FIELDS.form ] === 'string'
			? ( body[ CONTROL_FIELDS.form ] as string )
			: '';
	const form = await readableForm(
		site,
		body[ CONTROL_FIELDS.post ],
		key,
		visitor.viewer
	);
	if ( ! form ) {
		return { kind: 'missing' };
	}
	const { post, model } = form;
	// Without JavaScript every field was shown; the answers decide which ones count.
	const hidden = hiddenFields( model, answersOf( model, body, files ) );
	const validation = validateSubmission( model, body, hidden );
	const config = await getFormsConfig( site.db );
	const fileFields = model.fileFields.filter(
		( field ) => ! hidden.has( field.name )
	);
	// Files are checked with the other fields: a refused file is named in its field's error.
	const uploads = checkUploads( { fileFields }, files, config );
	Object.assign( validation.errors, uploads.errors );
	const reject = (
		status: 400 | 409 | 429,
		formError?: string
	): SubmissionOutcome => ( {
		kind: 'rejected',
		status,
		post,
		model,
		values: validation.values,
		errors: validation.errors,
		formError,
	} );
	if ( Object.keys( validation.errors ).length ) {
		return reject( 400 );
	}
	const entries: Entry[] = [
		...validation.entries,
		...fileFields.map( ( field ) => ( {
			name: field.name,
			label: field.label,
			type: field.type,
			value: uploads.accepted
				.filter( ( file ) => file.field === field.name )
				.map( ( file ) => file.name ),
			step: field.step?.label ?? null,
		} ) ),
	];
	const settings = await getSettings( site.db, site.serverUrl() );
	const token = readFormToken(
		site.nonceSecret,
		body[ CONTROL_FIELDS.token ]
	);
	const tokenFits =
		!! token && token.postId === post.id && token.formKey === key;
	const accepted = (
		id: number,
		duplicate: boolean
	): SubmissionOutcome => ( {
		kind: 'accepted',
		post,
		model,
		id,
		duplicate,
		thankYouHtml: thankYouHtml( model, entries ),
		redirect: redirectTarget( model.attrs ),
	} );

	// The hit is counted, and a submission over the limit refused, in the write that stores the
	// response. An address already over it is refused before a remote spam check or storing
	// files, the costly steps; with neither, that one write decides alone.
	const rateKey = `contact-form|${ visitor.ip }`;
	if ( config.akismetUrl || uploads.accepted.length ) {
		const seen = await peekRateLimit( site.db, rateKey, now );
		if ( seen.count >= config.rateLimit ) {
			return reject( 429, FORM_MESSAGES.rateLimited );
		}
	}

	const spamReasons: string[] = [];
	const honeypot = body[ CONTROL_FIELDS.honeypot ];
	if (
		typeof honeypot === 'string'
			? honeypot.trim() !== ''
			: honeypot !== undefined
	) {
		spamReasons.push( 'honeypot' );
	}
	if ( ! tokenFits ) {
		spamReasons.push( 'token' );
	} else if ( now - token.issuedAt < config.minFillMs ) {
		spamReasons.push( 'too-fast' );
	}
	const postUrl = postLink( settings, post );
	const authorName = firstOf( entries, 'name' );
	const authorEmail = firstOf( entries, 'email' );
	const authorUrl = firstOf( entries, 'url' );
	if ( ! spamReasons.length && config.akismetUrl ) {
		const checker = new AkismetChecker(
			config.akismetUrl,
			config.akismetKey,
			config.httpTimeoutMs,
			( message ) => site.log.info( `Forms: ${ message }` )
		);
		const verdict = await checker.check( {
			siteUrl: settings.url,
			permalink: postUrl,
			ip: visitor.ip,
			userAgent: visitor.userAgent,
			referrer: visitor.referer,
			authorName,
			authorEmail,
			authorUrl,
			content: entries
				.map(
					( entry ) =>
						`${ entry.label }: ${ entryText( entry.value ) }`
				)
				.join( '\n' ),
			lang: settings.language,
		} );
		if ( verdict === 'spam' ) {
			spamReasons.push( 'checker' );
		}
	}

	const author = await cachedRead(
		site.db,
		[ 'users' ],
		`user:${ post.author_id }`,
		() => getUser( site.db, post.author_id )
	);
	const formTitle =
		( typeof model.attrs.formTitle === 'string' &&
			model.attrs.formTitle.trim() ) ||
		post.title;
	const organization = salesforceOrganization( model.attrs );
	const attachments = await writeAttachments(
		site.storage,
		uploads.accepted
	);
	const record: ResponseRecord = {
		postId: post.id,
		formId: typeof model.attrs.ref === 'number' ? model.attrs.ref : null,
		formKey: key,
		formTitle,
		sourceUrl: postUrl,
		status: spamReasons.length ? 'spam' : 'publish',
		spamReasons,
		authorName,
		authorEmail,
		authorUrl,
		ip: visitor.ip,
		userAgent: visitor.userAgent.slice( 0, 500 ),
		referer: visitor.referer.slice( 0, 2000 ),
		tokenId: tokenFits ? token.id : null,
		bodyHash: bodyHash( entries ),
		entries,
		attachments,
		mail: composeNotification( model.attrs, entries, {
			siteTitle: settings.title,
			siteUrl: settings.url,
			postTitle: post.title,
			postUrl,
			authorEmail: author?.email ?? settings.email,
			fromEmail: config.fromEmail,
			submittedAt: new Date( now ).toISOString(),
			ip: visitor.ip,
			// Each attached file linked to its download (for users who can read responses).
			fileLinks: fileLinksOf( settings.url, attachments ),
		} ),
		webhookUrls: webhookTargets( model.attrs ),
		salesforceLead: organization
			? leadFields( organization, model.fields, entries )
			: null,
		crmContact:
			authorEmail && ( await storesCrmContacts( site.db, model.attrs ) )
				? {
						email: authorEmail,
						name: authorName,
						source: `Contact form: ${ formTitle } (${ postUrl })`,
					}
				: null,
		maxAttempts: config.maxAttempts,
	};
	// The rate-limit hit and the response are one write, group-committed with the submissions
	// arriving at the same time.
	const result = await writeInBatch( site.db, async ( trx ) => {
		const limit = countHit(
			syncTransaction( trx ),
			rateKey,
			config.rateWindowMs,
			now
		);
		return limit.count > config.rateLimit
			? null
			: storeResponse( trx, record );
	} ).catch( async ( error: unknown ) => {
		await removeStoredFiles(
			site.storage,
			attachments.map( ( file ) => file.key )
		);
		throw error;
	} );
	if ( result?.stored ) {
		return accepted( result.id, false );
	}
	// Over the limit, or the token was already used: these copies of the files are not kept.
	await removeStoredFiles(
		site.storage,
		attachments.map( ( file ) => file.key )
	);
	if ( ! result ) {
		return reject( 429, FORM_MESSAGES.rateLimited );
	}
	return result.duplicateOf.body_hash === record.bodyHash
		? accepted( result.duplicateOf.id, true )
		: reject( 409, FORM_MESSAGES.alreadySent );
}
