/**
 * Sends one outbox message over SMTP with nodemailer. SMTP_URL (or the `smtpUrl` forms option)
 * names the server: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`.
 */
import nodemailer from 'nodemailer';
import type { OutboxRow } from '../db';

export async function sendOverSmtp(
	smtpUrl: string,
	message: OutboxRow,
	timeoutMs: number
): Promise< void > {
	const url = new URL( smtpUrl );
	if ( url.protocol !== 'smtp:' && url.protocol !== 'smtps:' ) {
		throw new Error(
			`SMTP_URL must start with smtp:// or smtps://, got ${ url.protocol }`
		);
	}
	const secure = url.protocol === 'smtps:';
	const defaultPort = secure ? 465 : 587;
	const transport = nodemailer.createTransport( {
		host: url.hostname.replace( /^\[|\]$/g, '' ),
		port: url.port ? Number( url.port ) : defaultPort,
		secure,
		auth: url.username
			? {
					user: decodeURIComponent( url.username ),
					pass: decodeURIComponent( url.password ),
				}
			: undefined,
		connectionTimeout: timeoutMs,
		greetingTimeout: timeoutMs,
		socketTimeout: timeoutMs,
	} );
	try {
		await transport.sendMail( {
			from: message.from_address,
			to: message.to_addresses.split( ',' ).filter( Boolean ),
			replyTo: message.reply_to || undefined,
			subject: message.subject,
			text: message.text_body,
			html: message.html_body,
			headers: message.feedback_id
				? { 'X-Form-Response-Id': String( message.feedback_id ) }
				: undefined,
		} );
	} finally {
		transport.close();
	}
}
