/**
 * The delivery fixture: a forms site whose notifications go to a local SMTP sink and whose
 * Salesforce endpoint is a local HTTP receiver, and a helper that publishes a form and sends
 * one response to it ("Zoe Martin", zoe@example.com) as a visitor.
 */
import { formsDb } from '../../../server/forms/db';
import {
	field,
	formContent,
	publishPost,
	sendBySlug,
	startFormsSite,
	SUBMIT_BUTTON,
} from './forms';
import { startHttpReceiver, type HttpReceiver } from './http-receiver';
import type { SiteClient } from './site-client';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import type { TestSite } from './test-site';

export type DeliveryFixture = {
	test: TestSite;
	admin: SiteClient;
	smtp: SmtpSink;
	receiver: HttpReceiver;
	/** Publishes "Quote request" with the form and stores one response; answers its row. */
	submit: (
		attributes: Record< string, unknown >,
		fields?: string
	) => ReturnType< typeof latestResponse >;
	emailStatus: ( id: number ) => Promise< string >;
	close: () => Promise< void >;
};

export const FIELDS =
	field( 'name' ) +
	field( 'email', { required: true } ) +
	field( 'textarea', { label: 'Message' } ) +
	SUBMIT_BUTTON;

function latestResponse( test: TestSite ) {
	return formsDb( test.site.db )
		.selectFrom( 'feedback' )
		.selectAll()
		.orderBy( 'id', 'desc' )
		.executeTakeFirstOrThrow();
}

export async function startDeliverySite(): Promise< DeliveryFixture > {
	const smtp = await startSmtpSink();
	const receiver = await startHttpReceiver();
	const test = await startFormsSite( {
		rateLimit: 1000,
		smtpUrl: smtp.url,
		salesforceUrl: `${ receiver.url }/servlet/WebToLead`,
	} );
	const admin = await test.admin();
	return {
		test,
		admin,
		smtp,
		receiver,
		async submit( attributes, fields = FIELDS ) {
			const { id } = await publishPost(
				admin,
				formContent( fields, attributes ),
				'Quote request'
			);
			const { status } = await sendBySlug( test, id, {
				name: 'Zoe Martin',
				email: 'zoe@example.com',
				message: 'Call me =SUM(1)',
			} );
			if ( status !== 200 ) {
				throw new Error( `The submission answered ${ status }` );
			}
			return latestResponse( test );
		},
		async emailStatus( id ) {
			const row = await formsDb( test.site.db )
				.selectFrom( 'feedback' )
				.select( 'email_status' )
				.where( 'id', '=', id )
				.executeTakeFirstOrThrow();
			return row.email_status;
		},
		async close() {
			await test.close();
			await smtp.close();
			await receiver.close();
		},
	};
}
