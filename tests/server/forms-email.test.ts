/**
 * The notification email of a stored response: over SMTP (a local sink on 127.0.0.1) to the
 * post author or the form's recipients, from the site, replying to the visitor, in text and
 * HTML; retried when the SMTP server fails; held in the outbox without SMTP; not sent at all
 * when the form turns notifications off (Jetpack's `emailNotifications: false`).
 */
import { setFormsConfig } from '../../server/forms/config';
import { formsDb } from '../../server/forms/db';
import {
	startDeliverySite,
	type DeliveryFixture,
} from './support/delivery-fixture';
import { waitFor } from './support/forms';
import type { SiteClient } from './support/site-client';
import type { TestSite } from './support/test-site';

let fixture: DeliveryFixture;
let test: TestSite;
let admin: SiteClient;

beforeAll( async () => {
	fixture = await startDeliverySite();
	( { test, admin } = fixture );
} );

afterAll( () => fixture.close() );

describe( 'notification email', () => {
	it( 'goes to the post author over SMTP, from the site, replying to the visitor, in text and HTML', async () => {
		const before = fixture.smtp.messages.length;
		const response = await fixture.submit( {} );
		expect(
			await waitFor(
				async () =>
					( await fixture.emailStatus( response.id ) ) === 'sent'
			)
		).toBe( true );
		const mail = fixture.smtp.messages[ before ];
		expect( mail.to ).toEqual( [ 'admin@example.com' ] );
		expect( mail.data ).toMatch(
			/^From: "?Block Suite"? <wordpress@localhost>$/m
		);
		expect( mail.data ).toMatch( /^Reply-To: zoe@example\.com$/m );
		expect( mail.data ).toMatch(
			/^Subject: \[Block Suite\] Quote request$/m
		);
		expect( mail.data ).toMatch( /Content-Type: multipart\/alternative/ );
		expect( mail.data ).toMatch( /Content-Type: text\/plain/ );
		expect( mail.data ).toMatch( /Content-Type: text\/html/ );
		expect( mail.data ).toContain( 'Name: Zoe Martin' );
	} );

	it( 'uses the form subject and recipients, skipping invalid addresses', async () => {
		const before = fixture.smtp.messages.length;
		const response = await fixture.submit( {
			subject: 'New lead',
			to: 'sales@example.com, not-an-address, boss@example.com',
		} );
		await waitFor(
			async () => ( await fixture.emailStatus( response.id ) ) === 'sent'
		);
		const mail = fixture.smtp.messages[ before ];
		expect( mail.to ).toEqual( [
			'sales@example.com',
			'boss@example.com',
		] );
		expect( mail.data ).toMatch( /^Subject: New lead$/m );
	} );

	it( 'is retried when the SMTP server fails, and recorded as sent', async () => {
		fixture.smtp.failNext( 1 );
		const response = await fixture.submit( {} );
		expect(
			await waitFor(
				async () =>
					( await fixture.emailStatus( response.id ) ) === 'sent'
			)
		).toBe( true );
		const outbox = await formsDb( test.site.db )
			.selectFrom( 'form_outbox' )
			.selectAll()
			.where( 'feedback_id', '=', response.id )
			.executeTakeFirstOrThrow();
		expect( outbox.status ).toBe( 'sent' );
		expect( outbox.attempts ).toBe( 2 );
	} );

	it( 'is not composed, queued or sent when the form turns notifications off; its other deliveries still run', async () => {
		const before = fixture.smtp.messages.length;
		const response = await fixture.submit( {
			emailNotifications: false,
			salesforceData: {
				organizationId: '00D5e000000AbCdEF',
				sendToSalesforce: true,
			},
		} );
		expect( response.status ).toBe( 'publish' );
		expect( response.email_status ).toBe( 'none' );
		const db = formsDb( test.site.db );
		const jobs = await db
			.selectFrom( 'form_jobs' )
			.select( 'kind' )
			.where( 'feedback_id', '=', response.id )
			.execute();
		expect( jobs.map( ( job ) => job.kind ) ).toEqual( [ 'salesforce' ] );
		const outbox = await db
			.selectFrom( 'form_outbox' )
			.select( 'id' )
			.where( 'feedback_id', '=', response.id )
			.execute();
		expect( outbox ).toEqual( [] );
		// A later response to a form without the setting is mailed as before.
		const mailed = await fixture.submit( {} );
		await waitFor(
			async () => ( await fixture.emailStatus( mailed.id ) ) === 'sent'
		);
		expect( fixture.smtp.messages.length ).toBe( before + 1 );
	} );

	it( 'is kept in the outbox, readable by the administrator, when no SMTP server is configured', async () => {
		await setFormsConfig( test.site.db, { smtpUrl: null } );
		try {
			const response = await fixture.submit( {} );
			expect(
				await waitFor(
					async () =>
						( await fixture.emailStatus( response.id ) ) === 'held'
				)
			).toBe( true );
			const page = await (
				await admin.fetch(
					'/wp-admin/edit.php?post_type=feedback&view=outbox'
				)
			).text();
			expect( page ).toContain( '[Block Suite] Quote request' );
			expect( page ).toContain( 'held' );
		} finally {
			await setFormsConfig( test.site.db, { smtpUrl: fixture.smtp.url } );
		}
	} );
} );
