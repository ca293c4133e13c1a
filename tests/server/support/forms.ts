/**
 * Helpers for the forms suites: a real site with the suite's server blocks, a published post
 * holding a form, the visitor's page with its form fields read back, and submissions the way
 * a browser (form post) or the view script (JSON) sends them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverBlocks } from '../../../blocks/server';
import { renderContent } from '../../../server/render/render-content';
import type {
	FormsRenderState,
	RenderContext,
} from '../../../shared/render-context';
import { setFormsConfig, type FormsConfig } from '../../../server/forms/config';
import type { SiteOptions } from '../../../server/site';
import type { SiteClient } from './site-client';
import { startTestSite, type TestSite } from './test-site';
import { siteForThisFile, type FileSite } from './test-site-for-file';

export const FORM_ACTION =
	'/wp-admin/admin-post.php?action=grunion-contact-form';

/** A site whose forms accept instant submissions (no minimum fill time), fast retries and local webhook receivers. */
export async function startFormsSite(
	config: Partial< FormsConfig > = {},
	options: Partial< SiteOptions > = {}
): Promise< TestSite > {
	const test = await startTestSite( { serverBlocks, ...options } );
	await setFormsConfig( test.site.db, {
		minFillMs: 0,
		retryBaseMs: 50,
		pollMs: 100,
		httpTimeoutMs: 2000,
		// The tests' webhook receivers listen on 127.0.0.1.
		webhooksAllowPrivate: true,
		...config,
	} );
	return test;
}

/**
 * One forms site for a whole test file (see testSiteForThisFile), started in beforeAll with
 * `config` and closed in afterAll.
 * @param signIn which seeded users to sign in
 * @param config the forms configuration (default: a rate limit no test reaches)
 */
export function formsSiteForThisFile(
	signIn: Array< 'admin' | 'editor' > = [],
	config: Partial< FormsConfig > = { rateLimit: 1000 }
): FileSite {
	return siteForThisFile( signIn, () => startFormsSite( config ) );
}

/**
 * One forms site for a whole test file with one published form on it: the site as
 * formsSiteForThisFile starts it, then `content` published by the administrator in beforeAll.
 */
export type FormPostForFile = FileSite & {
	/** The published post holding the form (set in beforeAll). */
	postId: number;
	/** The input name of one of its fields, from the field's slug: `g<post>-<slug>`. */
	name: ( slug: string ) => string;
	/** A new visitor on the post: its client and the form it was given. */
	visit: () => Promise< { visitor: SiteClient; form: RenderedForm } >;
};

/**
 * @param content the post's content (block markup of the form)
 * @param signIn  which seeded users to sign in
 */
export function formPostForThisFile(
	content: string,
	signIn: Array< 'admin' | 'editor' > = []
): FormPostForFile {
	const file = formsSiteForThisFile( signIn ) as FormPostForFile;
	beforeAll( async () => {
		( { id: file.postId } = await publishPost(
			file.admin ?? ( await file.testSite.admin() ),
			content
		) );
	} );
	file.name = ( slug ) => `g${ file.postId }-${ slug }`;
	file.visit = async () => {
		const visitor = file.testSite.client();
		return { visitor, form: await visitForm( visitor, file.postId ) };
	};
	return file;
}

/**
 * Publishes `content` as the site's administrator and visits it as a new visitor.
 * @param test    the site
 * @param content the post's content (block markup of a form)
 */
export async function publishAndVisit( test: TestSite, content: string ) {
	const { id } = await publishPost( await test.admin(), content );
	const visitor = test.client();
	const form = await visitForm( visitor, id );
	return { id, visitor, form, document: dom( form.html ) };
}

/**
 * The block markup of a block's fixture (blocks/<block>/test/fixtures/<name>.html).
 * @param block the block's folder, e.g. `field-time`
 * @param name  the fixture's name, e.g. `jetpack__field-time`
 */
export function blockFixture( block: string, name: string ): string {
	return readFileSync(
		path.join(
			__dirname,
			`../../../blocks/${ block }/test/fixtures/${ name }.html`
		),
		'utf8'
	);
}

/**
 * The block markup of one of the contact form's fixtures (blocks/contact-form/test/fixtures/
 * jetpack__contact-form__<name>.html), as Jetpack saves that form.
 * @param name e.g. `current-multistep`
 */
export function contactFormFixture( name: string ): string {
	return blockFixture( 'contact-form', `jetpack__contact-form__${ name }` );
}

/**
 * Block markup of a form around the given inner blocks.
 * @param inner      block markup of the fields (and button)
 * @param attributes the form's attributes
 */
export function formContent(
	inner: string,
	attributes: Record< string, unknown > = {}
): string {
	return `<!-- wp:jetpack/contact-form ${ JSON.stringify( attributes ) } -->
<div class="wp-block-jetpack-contact-form">${ inner }</div>
<!-- /wp:jetpack/contact-form -->`;
}

export function field(
	type: string,
	attributes: Record< string, unknown > = {}
): string {
	return `<!-- wp:jetpack/field-${ type } ${ JSON.stringify( attributes ) } /-->`;
}

export const SUBMIT_BUTTON =
	'<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->';

export async function publishPost(
	admin: SiteClient,
	content: string,
	title = 'Contact us'
): Promise< { id: number; link: string } > {
	const created = await admin.rest( '/wp/v2/posts', {
		method: 'POST',
		body: { title, content, status: 'publish' },
	} );
	if ( created.status !== 201 ) {
		throw new Error(
			`Could not create the post: ${ JSON.stringify( created.body ) }`
		);
	}
	return { id: created.body.id, link: created.body.link };
}

export type RenderedForm = {
	html: string;
	/** Hidden inputs (post, form key, token) and the honeypot, by name. */
	hidden: Record< string, string >;
	/** Field input names in document order (without `[]`). */
	names: string[];
};

/**
 * Fetches the post as a visitor and reads the first form's names and hidden inputs.
 * @param client
 * @param postId
 */
export async function visitForm(
	client: SiteClient,
	postId: number
): Promise< RenderedForm > {
	const response = await client.fetch( `/?p=${ postId }` );
	const page = await response.text();
	const match = /<form[\s\S]*?<\/form>/.exec( page );
	if ( ! match ) {
		throw new Error( `No form on the page:\n${ page }` );
	}
	const html = match[ 0 ];
	const hidden: Record< string, string > = {};
	for ( const [ , name, value ] of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)">/g
	) ) {
		hidden[ name ] = value;
	}
	const names = [
		...new Set(
			[ ...html.matchAll( /name="(g\d+-[^"[\]]+)(?:\[\])?"/g ) ].map(
				( found ) => found[ 1 ]
			)
		),
	];
	return { html, hidden, names };
}

export type Fields = Record< string, string | string[] >;

function encode( fields: Fields ): string {
	const body = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( fields ) ) {
		if ( Array.isArray( value ) ) {
			value.forEach( ( item ) => body.append( `${ name }[]`, item ) );
		} else {
			body.append( name, value );
		}
	}
	return body.toString();
}

/**
 * Posts the form as a browser without JavaScript does.
 * @param client
 * @param form   the visited form (its hidden inputs are sent)
 * @param fields the visitor's values by input name
 */
export function postForm(
	client: SiteClient,
	form: RenderedForm,
	fields: Fields
): Promise< Response > {
	return client.fetch( FORM_ACTION, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: encode( { ...form.hidden, ...fields } ),
	} );
}

/**
 * Posts the form as the view script does (JSON answer).
 * @param client
 * @param form
 * @param fields
 */
export async function submitJson(
	client: SiteClient,
	form: RenderedForm,
	fields: Fields
): Promise< { status: number; body: any } > {
	const response = await client.fetch( FORM_ACTION, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Accept: 'application/json',
		},
		body: encode( { ...form.hidden, ...fields } ),
	} );
	return { status: response.status, body: await response.json() };
}

/**
 * A new visitor sends the form of post `postId` as the view script does (JSON), with values
 * given by field slug (named `g<post>-<slug>` here).
 * @param test   the site
 * @param postId the post holding the form
 * @param values the visitor's values by field slug
 */
export async function sendBySlug(
	test: TestSite,
	postId: number,
	values: Fields
): ReturnType< typeof submitJson > {
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
	return submitJson(
		visitor,
		form,
		Object.fromEntries(
			Object.entries( values ).map( ( [ slug, value ] ) => [
				`g${ postId }-${ slug }`,
				value,
			] )
		)
	);
}

type FieldError = { name: string; message: string };

/**
 * The field errors of a refused JSON submission: message by input name.
 * @param body        the JSON answer
 * @param body.errors the fields refused
 */
export function errorMessages( body: {
	errors: FieldError[];
} ): Record< string, string > {
	return Object.fromEntries(
		body.errors.map( ( error ) => [ error.name, error.message ] )
	);
}

/**
 * The input names of the fields a JSON submission was refused for, in order.
 * @param body        the JSON answer
 * @param body.errors the fields refused
 */
export function refusedNames( body: { errors: FieldError[] } ): string[] {
	return body.errors.map( ( error ) => error.name );
}

/**
 * Polls until `check` answers a truthy value (bounded: at most `timeoutMs`).
 * @param check
 * @param timeoutMs
 */
export async function waitFor< T >(
	check: () => Promise< T >,
	timeoutMs = 5000
): Promise< T > {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if ( value || Date.now() > deadline ) {
			return value;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 25 ) );
	}
}

/**
 * A DOM of some HTML (jsdom), to query rendered markup as a browser would.
 * @param html
 */
export function dom( html: string ): Document {
	const { JSDOM } = require( 'jsdom' ) as typeof import( 'jsdom' );
	return new JSDOM( html ).window.document;
}

/**
 * Renders block content through the site's pipeline with the suite's server blocks, as post 7
 * ("Contact us" unless `title`), with a fixed token issuer and an optional submission state.
 * @param content
 * @param submission
 * @param title
 */
export function renderBlocks(
	content: string,
	submission?: FormsRenderState[ 'submission' ],
	title = 'Contact us'
): Document {
	const context: RenderContext = {
		site: {
			locale: 'en_US',
			startOfWeek: 1,
			timeFormat: 'g:i a',
			dateFormat: 'F j, Y',
			title: 'Site',
			url: 'http://site.test',
		},
		post: { id: 7, slug: 'contact', title },
		forms: {
			action: '/submit-here',
			issueToken: ( key ) => `token-for-${ key }`,
			submission,
		},
	};
	return dom( renderContent( content, serverBlocks, context ).html );
}
