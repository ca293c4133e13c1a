/**
 * The notification email for a stored response: recipients (the form's `to`, comma-separated,
 * each checked; default the post author's email), `From` the site (title + the configured
 * address), `Reply-To` the visitor's email, the subject (the form's, else "[Site title] Post
 * title"), and a plain-text and an HTML part listing every field.
 */
import { escapeLines } from '../../../shared/render/escape';
import { markup, raw } from '../../../shared/render/html';
import { entryText } from '../markup/thank-you';
import { isEmail, type Entry } from '../model/validate';

export type ComposedMail = {
	to: string[];
	from: string;
	replyTo: string;
	subject: string;
	text: string;
	html: string;
};

export type MailContext = {
	siteTitle: string;
	siteUrl: string;
	postTitle: string;
	postUrl: string;
	authorEmail: string;
	/** The configured sender address, else one made from the site's host. */
	fromEmail: string | null;
	submittedAt: string;
	ip: string;
	/** File fields' attached files by input name, linked to their download address. */
	fileLinks?: Record< string, FileLink[] >;
};

export type FileLink = { name: string; url: string };

function oneLine( value: string ): string {
	return value.replace( /[\r\n\t]+/g, ' ' ).trim();
}

export function recipients( to: unknown, fallback: string ): string[] {
	const list =
		typeof to === 'string'
			? to
					.split( ',' )
					.map( ( address ) => address.trim() )
					.filter( isEmail )
			: [];
	return list.length ? [ ...new Set( list ) ] : [ fallback ];
}

export function defaultSender( siteUrl: string ): string {
	let host = '';
	try {
		host = new URL( siteUrl ).hostname.replace( /^www\./, '' );
	} catch {
		// Fall through to localhost.
	}
	const usable = /^[a-z0-9.-]+\.[a-z]{2,}$/i.test( host )
		? host
		: 'localhost';
	return `wordpress@${ usable }`;
}

export function fromHeader( siteTitle: string, address: string ): string {
	const name = oneLine( siteTitle ).replace( /["\\]/g, '\\$&' );
	return name ? `"${ name }" <${ address }>` : address;
}

/**
 * The notification for a response, or null when the form turns notifications off
 * (`emailNotifications: false`, as Jetpack's form setting stores it; unset means on).
 * @param attributes the form's attributes
 * @param entries    the response's fields
 * @param context    the site, post and submission
 */
export function composeNotification(
	attributes: Record< string, unknown >,
	entries: Entry[],
	context: MailContext
): ComposedMail | null {
	if ( attributes.emailNotifications === false ) {
		return null;
	}
	const customSubject =
		typeof attributes.subject === 'string'
			? oneLine( attributes.subject )
			: '';
	const subject =
		customSubject ||
		oneLine( `[${ context.siteTitle }] ${ context.postTitle }` );
	const replyTo =
		entries.find(
			( entry ) =>
				entry.type === 'email' &&
				typeof entry.value === 'string' &&
				isEmail( entry.value )
		)?.value ?? '';
	const sender =
		context.fromEmail && isEmail( context.fromEmail )
			? context.fromEmail
			: defaultSender( context.siteUrl );
	const meta: Array< [ string, string ] > = [
		[ 'Time', context.submittedAt ],
		[ 'IP address', context.ip ],
		[ 'Source URL', context.postUrl ],
	];
	const links = ( entry: Entry ) =>
		entry.type === 'file'
			? ( context.fileLinks?.[ entry.name ] ?? [] )
			: null;
	const text = [
		...entries.map( ( entry ) => {
			const value =
				links( entry )
					?.map( ( link ) => `${ link.name } (${ link.url })` )
					.join( ', ' ) ?? entryText( entry.value );
			return value.includes( '\n' )
				? `${ entry.label }:\n${ value }`
				: `${ entry.label }: ${ value }`;
		} ),
		'',
		'--',
		...meta.map( ( [ label, value ] ) => `${ label }: ${ value }` ),
		`Sent from ${ context.siteTitle } (${ context.siteUrl })`,
		'',
	].join( '\n' );
	const row = ( label: string, value: string ) =>
		markup`<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${ label }</th><td style="padding:4px 0">${ raw( escapeLines( value ) ) }</td></tr>`;
	const html =
		markup`<!DOCTYPE html><html><body style="font-family:sans-serif"><table>${ entries.map(
			( entry ) => {
				const files = links( entry );
				return files
					? markup`<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${ entry.label }</th><td style="padding:4px 0">${ files.map(
							( link, index ) =>
								markup`${ index ? raw( '<br>' ) : '' }<a href="${ link.url }">${ link.name }</a>`
						) }</td></tr>`
					: row( entry.label, entryText( entry.value ) );
			}
		) }</table><hr><table style="color:#555;font-size:13px">${ meta.map(
			( [ label, value ] ) => row( label, value )
		) }</table><p style="color:#555;font-size:13px">Sent from ${ context.siteTitle }</p></body></html>`.toString();
	return {
		to: recipients( attributes.to, context.authorEmail ),
		from: fromHeader( context.siteTitle, sender ),
		replyTo: typeof replyTo === 'string' ? replyTo : '',
		subject,
		text,
		html,
	};
}
