/**
 * The no-JavaScript thank-you as its own address, so reloading it never posts the form again
 * (post/redirect/get): a successful plain POST is answered with a 303 to the post's URL with
 * `?contact-form-sent=<response id>#<form id>-thanks`, and a short-lived cookie signed with the
 * site's secret and bound to that response id. Only a browser holding that cookie sees the
 * summary there; anyone else opening the address gets the post with its form, no answers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serializeCookie } from '../../http/cookies';
import type { PostRow } from '../../db/schema';
import { postLink } from '../../posts/post-response';
import { getSettings } from '../../settings/settings';
import type { RequestContext } from '../../site-context';
import type { FormsRenderState } from '../../../shared/render-context';
import {
	buildFormModel,
	findFormNode,
	type FormModel,
} from '../../../shared/forms/model/form-model';
import { sameOriginPath } from '../../../shared/url/redirect';
import { formsDb } from '../db';
import { thankYouHtml } from '../markup/thank-you';
import type { Entry } from '../model/validate';
import { formsRenderState } from '../render-state';

/** The query parameter naming the response on the thank-you address. */
export const SENT_PARAM = 'contact-form-sent';
export const THANKS_COOKIE = 'contact_form_sent';
/** How long the thank-you address shows the summary to its visitor. */
export const THANKS_LIFETIME_MS = 10 * 60 * 1000;

function sign( secret: string, body: string ): string {
	return createHmac( 'sha256', secret )
		.update( `contact-form-thanks|${ body }` )
		.digest( 'base64url' )
		.slice( 0, 32 );
}

/**
 * The cookie value: `<response id>.<expiry base36>.<signature>`.
 * @param secret
 * @param responseId
 * @param now
 */
export function thanksCookieValue(
	secret: string,
	responseId: number,
	now = Date.now()
): string {
	const body = `${ responseId }.${ ( now + THANKS_LIFETIME_MS ).toString(
		36
	) }`;
	return `${ body }.${ sign( secret, body ) }`;
}

/**
 * Whether the cookie value is this site's, unexpired and for `responseId`.
 * @param secret
 * @param value
 * @param responseId
 * @param now
 */
export function thanksCookieFits(
	secret: string,
	value: unknown,
	responseId: number,
	now = Date.now()
): boolean {
	if ( typeof value !== 'string' ) {
		return false;
	}
	const match = /^((\d{1,12})\.([0-9a-z]{1,12}))\.([\w-]{32})$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ , body, id, expires, signature ] = match;
	const expected = Buffer.from( sign( secret, body ) );
	const given = Buffer.from( signature );
	return (
		expected.length === given.length &&
		timingSafeEqual( expected, given ) &&
		Number( id ) === responseId &&
		parseInt( expires, 36 ) > now
	);
}

/**
 * Answers a successful plain POST: 303 to the thank-you address, with its cookie.
 * @param ctx
 * @param post       the form's post
 * @param model      the form
 * @param responseId the stored response
 */
export async function redirectToThanks(
	ctx: RequestContext,
	post: PostRow,
	model: FormModel,
	responseId: number
): Promise< boolean > {
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	const url = new URL( postLink( settings, post ), ctx.site.serverUrl() );
	url.searchParams.set( SENT_PARAM, String( responseId ) );
	url.hash = `${ model.domId }-thanks`;
	const target = sameOriginPath( url.href, ctx.site.serverUrl() );
	if ( ! target ) {
		return false;
	}
	ctx.res.writeHead( 303, {
		Location: target,
		'Cache-Control': 'no-store',
		'Set-Cookie': serializeCookie(
			THANKS_COOKIE,
			thanksCookieValue( ctx.site.nonceSecret, responseId ),
			{
				maxAge: THANKS_LIFETIME_MS / 1000,
				secure: ctx.site.secureCookies(),
			}
		),
	} );
	ctx.res.end();
	return true;
}

/**
 * The forms state to render `post` with on its thank-you address, when this browser holds the
 * cookie for the response the address names and that response was sent from this post; else
 * null (the post renders as usual).
 * @param ctx
 * @param post
 */
export async function thanksAnswer(
	ctx: RequestContext,
	post: PostRow
): Promise< { forms: FormsRenderState; status: number } | null > {
	const param = ctx.url.searchParams.get( SENT_PARAM );
	if ( ! param || ! /^\d{1,12}$/.test( param ) ) {
		return null;
	}
	const responseId = Number( param );
	if (
		! thanksCookieFits(
			ctx.site.nonceSecret,
			ctx.cookies[ THANKS_COOKIE ],
			responseId
		)
	) {
		return null;
	}
	const db = formsDb( ctx.site.db );
	const response = await db
		.selectFrom( 'feedback' )
		.select( [ 'id', 'post_id', 'form_key' ] )
		.where( 'id', '=', responseId )
		.executeTakeFirst();
	const node =
		response && response.post_id === post.id
			? findFormNode( post.content, response.form_key )
			: null;
	if ( ! response || ! node ) {
		return null;
	}
	const model = buildFormModel( node, post.id, response.form_key );
	const rows = await db
		.selectFrom( 'feedback_fields' )
		.select( [ 'name', 'label', 'type', 'value' ] )
		.where( 'feedback_id', '=', responseId )
		.orderBy( 'position' )
		.execute();
	const entries = rows.map( ( row ): Entry => ( {
		name: row.name,
		label: row.label,
		type: row.type as Entry[ 'type' ],
		value: JSON.parse( row.value ) as Entry[ 'value' ],
	} ) );
	return {
		forms: formsRenderState( ctx.site, post, {
			formKey: model.key,
			values: {},
			errors: {},
			thankYouHtml: thankYouHtml( model, entries ),
		} ),
		status: 200,
	};
}
