/**
 * Deliveries beyond email: webhooks to a local receiver that fails first (retry with backoff,
 * delivery log in the admin), the Salesforce web-to-lead post, and the CRM contact with the
 * `jetpack/v4/jetpack_crm` route that enables the forms extension.
 */
import { setFormsConfig } from '../../server/forms/config';
import { formsDb } from '../../server/forms/db';
import {
	FIELDS,
	startDeliverySite,
	type DeliveryFixture,
} from './support/delivery-fixture';
import {
	field,
	formContent,
	publishPost,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
	waitFor,
} from './support/forms';
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

/** The webhook delivery job queued for one response. */
function webhookJob( feedbackId: number ) {
	return formsDb( test.site.db )
		.selectFrom( 'form_jobs' )
		.selectAll()
		.where( 'feedback_id', '=', feedbackId )
		.where( 'kind', '=', 'webhook' )
		.executeTakeFirst();
}

describe( 'webhooks', () => {
	it( 'delivers the response as JSON, retrying after a failure, with the attempts in the delivery log', async () => {
		fixture.receiver.answers.push( { status: 503, body: 'busy' } );
		const before = fixture.receiver.requests.length;
		const hook = `${ fixture.receiver.url }/hooks/forms`;
		const response = await fixture.submit( {
			webhooks: [
				{ url: hook, enabled: true },
				{ url: `${ fixture.receiver.url }/off`, enabled: false },
			],
		} );
		const job = await waitFor( async () => {
			const row = await webhookJob( response.id );
			return row?.status === 'done' ? row : null;
		} );
		expect( job ).toMatchObject( {
			target: hook,
			attempts: 2,
			last_status_code: 200,
		} );
		const calls = fixture.receiver.requests
			.slice( before )
			.filter( ( request ) => request.path === '/hooks/forms' );
		expect( calls ).toHaveLength( 2 );
		expect(
			fixture.receiver.requests
				.slice( before )
				.some( ( request ) => request.path === '/off' )
		).toBe( false );
		expect( calls[ 1 ].headers[ 'content-type' ] ).toBe(
			'application/json'
		);
		const payload = JSON.parse( calls[ 1 ].body );
		expect( payload ).toMatchObject( {
			event: 'form_response',
			id: response.id,
			post_id: response.post_id,
			form_title: 'Quote request',
		} );
		expect( payload.fields[ 1 ] ).toEqual( {
			name: `g${ response.post_id }-email`,
			label: 'Email',
			type: 'email',
			value: 'zoe@example.com',
		} );

		const log = await (
			await admin.fetch(
				'/wp-admin/edit.php?post_type=feedback&view=deliveries'
			)
		).text();
		const row =
			new RegExp( `<tr id="delivery-${ job!.id }">[\\s\\S]*?</tr>` ).exec(
				log
			)?.[ 0 ] ?? '';
		expect( row ).toContain( hook );
		expect( row ).toContain( '2 of' );
		expect( row ).toContain( '<td>200</td>' );
	} );

	it( 'refuses a webhook that points into the private network unless the site allows it', async () => {
		await setFormsConfig( test.site.db, { webhooksAllowPrivate: false } );
		const before = fixture.receiver.requests.length;
		let feedbackId: number | null = null;
		try {
			const response = await fixture.submit( {
				webhooks: [
					{
						url: `${ fixture.receiver.url }/internal`,
						enabled: true,
					},
				],
			} );
			feedbackId = response.id;
			// The attempt is counted when the job is claimed; its outcome is written after it.
			const job = await waitFor( async () => {
				const row = await webhookJob( response.id );
				return row && row.attempts >= 1 && row.last_error ? row : null;
			} );
			expect( job?.last_error ).toMatch(
				/^Refused: 127\.0\.0\.1 resolves to a private network address/
			);
			expect(
				fixture.receiver.requests
					.slice( before )
					.some( ( request ) => request.path === '/internal' )
			).toBe( false );
		} finally {
			// The refused job would be retried, and delivered, once private targets are allowed
			// again for the other tests: take it out of the queue first.
			if ( feedbackId !== null ) {
				await formsDb( test.site.db )
					.deleteFrom( 'form_jobs' )
					.where( 'feedback_id', '=', feedbackId )
					.where( 'kind', '=', 'webhook' )
					.execute();
			}
			await setFormsConfig( test.site.db, {
				webhooksAllowPrivate: true,
			} );
		}
	} );

	it( 'records the status code and error of a failing target and keeps retrying', async () => {
		fixture.receiver.answers.push(
			{ status: 500, body: 'down' },
			{ status: 500, body: 'down' }
		);
		const response = await fixture.submit( {
			webhooks: [
				{ url: `${ fixture.receiver.url }/flaky`, enabled: true },
			],
		} );
		const job = await waitFor( async () => {
			const row = await webhookJob( response.id );
			return row && row.attempts >= 2 && row.status === 'pending'
				? row
				: null;
		} );
		expect( job?.last_status_code ).toBe( 500 );
		expect( job?.last_error ).toBe( 'HTTP 500: down' );
		expect( job!.run_at_ms ).toBeGreaterThan( Date.now() - 1000 );
	} );
} );

describe( 'Salesforce lead form and CRM', () => {
	const TYPES: Record< string, string > = {
		email: 'email',
		phone: 'telephone',
	};
	const LEAD =
		[ 'email', 'first_name', 'last_name', 'title', 'company', 'phone' ]
			.map( ( id ) =>
				field( TYPES[ id ] ?? 'text', {
					id,
					label: id,
					required: true,
				} )
			)
			.join( '' ) + SUBMIT_BUTTON;

	it( 'posts the lead to the web-to-lead endpoint', async () => {
		const before = fixture.receiver.requests.length;
		const org = '00D000000000001';
		const { id } = await publishPost(
			admin,
			formContent( LEAD, {
				salesforceData: { organizationId: org, sendToSalesforce: true },
			} )
		);
		const visitor = test.client();
		const form = await visitForm( visitor, id );
		const values = {
			email: 'lee@corp.example',
			first_name: 'Lee',
			last_name: 'Park',
			title: 'CTO',
			company: 'Corp',
			phone: '+1 555 0100 22',
		};
		const named = Object.fromEntries(
			Object.entries( values ).map( ( [ key, value ] ) => [
				`g${ id }-${ key.replace( '_', '-' ) }`,
				value,
			] )
		);
		expect( ( await submitJson( visitor, form, named ) ).status ).toBe(
			200
		);
		const lead = await waitFor( async () =>
			fixture.receiver.requests
				.slice( before )
				.find( ( request ) => request.path === '/servlet/WebToLead' )
		);
		expect(
			Object.fromEntries( new URLSearchParams( lead!.body ) )
		).toEqual( { oid: org, ...values, lead_source: 'Web' } );
	} );

	it( 'makes the submitter a CRM contact once the extension is enabled', async () => {
		const editor = await test.editor();
		expect(
			( await editor.rest( '/jetpack/v4/jetpack_crm' ) ).body
		).toEqual( {
			crm_installed: false,
			crm_active: false,
			crm_version: '',
			jp_form_ext_enabled: false,
			can_activate_extension: false,
		} );
		const inactive = await admin.rest( '/jetpack/v4/jetpack_crm', {
			method: 'POST',
			body: { extension: 'jetpackforms' },
		} );
		expect( inactive.status ).toBe( 400 );
		expect( inactive.body.code ).toBe( 'jetpack_crm_inactive' );
		const installed = await admin.rest( '/jetpack/v4/plugins', {
			method: 'POST',
			body: { slug: 'zero-bs-crm', status: 'active' },
		} );
		expect( installed.status ).toBe( 200 );
		expect(
			(
				await editor.rest( '/jetpack/v4/jetpack_crm', {
					method: 'POST',
					body: { extension: 'jetpackforms' },
				} )
			).status
		).toBe( 403 );
		expect(
			(
				await admin.rest( '/jetpack/v4/jetpack_crm', {
					method: 'POST',
					body: { extension: 'other' },
				} )
			).status
		).toBe( 400 );
		const enabled = await admin.rest( '/jetpack/v4/jetpack_crm', {
			method: 'POST',
			body: { extension: 'jetpackforms' },
		} );
		expect( enabled.body ).toEqual( { code: 'success' } );
		expect(
			( await admin.rest( '/jetpack/v4/jetpack_crm' ) ).body
		).toMatchObject( {
			crm_active: true,
			crm_version: '6.4.1',
			jp_form_ext_enabled: true,
			can_activate_extension: true,
		} );

		await fixture.submit( {} );
		await fixture.submit( { jetpackCRM: false }, FIELDS );
		const contacts = await formsDb( test.site.db )
			.selectFrom( 'crm_contacts' )
			.selectAll()
			.execute();
		expect( contacts ).toHaveLength( 1 );
		expect( contacts[ 0 ] ).toMatchObject( {
			email: 'zoe@example.com',
			name: 'Zoe Martin',
		} );
		expect( contacts[ 0 ].source ).toContain( 'Quote request' );
	} );
} );
