/**
 * Spam defence: the honeypot, the minimum fill time, the one-time token (a replayed submission
 * is never stored twice), the per-address rate limit, and the Akismet-style remote checker
 * (a local fake). Suspected spam is stored with status spam — not dropped, not notified.
 */
import { setFormsConfig } from '../../server/forms/config';
import { formsDb } from '../../server/forms/db';
import { startHttpReceiver, type HttpReceiver } from './support/http-receiver';
import {
	dom,
	field,
	formContent,
	formsSiteForThisFile,
	postForm,
	publishPost,
	SUBMIT_BUTTON,
	submitJson,
	visitForm,
} from './support/forms';

const site = formsSiteForThisFile( [ 'admin' ] );
let postId: number;
let akismet: HttpReceiver;

beforeAll( async () => {
	akismet = await startHttpReceiver();
	( { id: postId } = await publishPost(
		site.admin,
		formContent(
			field( 'name', { required: true } ) +
				field( 'email' ) +
				SUBMIT_BUTTON
		)
	) );
} );

afterAll( () => akismet.close() );

const values = () => ( {
	[ `g${ postId }-name` ]: 'Sam',
	[ `g${ postId }-email` ]: 'sam@example.com',
} );

async function latest() {
	const db = formsDb( site.testSite.site.db );
	const response = await db
		.selectFrom( 'feedback' )
		.selectAll()
		.orderBy( 'id', 'desc' )
		.executeTakeFirstOrThrow();
	const jobs = await db
		.selectFrom( 'form_jobs' )
		.selectAll()
		.where( 'feedback_id', '=', response.id )
		.execute();
	return { response, jobs };
}

async function count() {
	const row = await formsDb( site.testSite.site.db )
		.selectFrom( 'feedback' )
		.select( ( eb ) => eb.fn.countAll< number >().as( 'n' ) )
		.executeTakeFirstOrThrow();
	return Number( row.n );
}

it( 'stores a normal submission in the inbox and queues its notification', async () => {
	const visitor = site.testSite.client();
	const form = await visitForm( visitor, postId );
	expect( ( await submitJson( visitor, form, values() ) ).status ).toBe(
		200
	);
	const { response, jobs } = await latest();
	expect( response.status ).toBe( 'publish' );
	expect( jobs.map( ( job ) => job.kind ) ).toEqual( [ 'email' ] );
} );

it( 'stores a filled honeypot as spam, answers success, and sends nothing', async () => {
	const visitor = site.testSite.client();
	const form = await visitForm( visitor, postId );
	const { status, body } = await submitJson( visitor, form, {
		...values(),
		'contact-form-url': 'http://spam.example',
	} );
	expect( status ).toBe( 200 );
	expect( body.success ).toBe( true );
	const { response, jobs } = await latest();
	expect( response.status ).toBe( 'spam' );
	expect( response.spam_reason ).toBe( 'honeypot' );
	expect( response.email_status ).toBe( 'none' );
	expect( jobs ).toEqual( [] );
} );

it( 'stores a submission faster than the minimum fill time as spam', async () => {
	await setFormsConfig( site.testSite.site.db, { minFillMs: 60_000 } );
	try {
		const visitor = site.testSite.client();
		const form = await visitForm( visitor, postId );
		expect( ( await submitJson( visitor, form, values() ) ).status ).toBe(
			200
		);
		expect( ( await latest() ).response.spam_reason ).toBe( 'too-fast' );
	} finally {
		await setFormsConfig( site.testSite.site.db, { minFillMs: 0 } );
	}
} );

it( 'stores a submission without a valid token as spam', async () => {
	const visitor = site.testSite.client();
	const form = await visitForm( visitor, postId );
	const forged = form.hidden[ 'contact-form-token' ].replace(
		/.$/,
		( last ) => ( last === 'A' ? 'B' : 'A' )
	);
	await submitJson(
		visitor,
		{ ...form, hidden: { ...form.hidden, 'contact-form-token': forged } },
		values()
	);
	expect( ( await latest() ).response.spam_reason ).toBe( 'token' );
	const { 'contact-form-token': _dropped, ...withoutToken } = form.hidden;
	await submitJson( visitor, { ...form, hidden: withoutToken }, values() );
	expect( ( await latest() ).response.spam_reason ).toBe( 'token' );
} );

it( 'never stores a replayed submission twice', async () => {
	const visitor = site.testSite.client();
	const form = await visitForm( visitor, postId );
	const first = await postForm( visitor, form, values() );
	expect( first.status ).toBe( 303 );
	const stored = await count();
	// The same captured POST again: the same success, nothing new stored or sent.
	const replayer = site.testSite.client();
	const replay = await postForm( replayer, form, values() );
	expect( replay.status ).toBe( 303 );
	expect(
		dom(
			await (
				await replayer.fetch( replay.headers.get( 'location' )! )
			).text()
		).querySelector( '.contact-form-submission' )
	).not.toBeNull();
	expect( await count() ).toBe( stored );
	// The captured token with other content: refused, input kept.
	const altered = await submitJson( site.testSite.client(), form, {
		...values(),
		[ `g${ postId }-name` ]: 'Mallory',
	} );
	expect( altered.status ).toBe( 200 );
	expect( altered.body ).toMatchObject( {
		success: false,
		status: 409,
		code: 'already_sent',
	} );
	expect( altered.body.message ).toBe(
		'This form was already sent. Reload the page to send another message.'
	);
	expect( await count() ).toBe( stored );
} );

it( 'limits submissions per address, keeping the input and storing nothing more', async () => {
	await setFormsConfig( site.testSite.site.db, {
		rateLimit: 2,
		rateWindowMs: 60_000,
	} );
	try {
		const visitor = site.testSite.client();
		// Earlier tests already used up this address's window.
		const form = await visitForm( visitor, postId );
		const stored = await count();
		const response = await postForm( visitor, form, values() );
		expect( response.status ).toBe( 429 );
		const page = dom( await response.text() );
		expect( page.querySelector( '[role=alert]' )?.textContent ).toContain(
			'You have sent this form too many times.'
		);
		expect(
			page.querySelector< HTMLInputElement >(
				`input[name="g${ postId }-name"]`
			)!.value
		).toBe( 'Sam' );
		expect( await count() ).toBe( stored );
	} finally {
		await setFormsConfig( site.testSite.site.db, { rateLimit: 1000 } );
	}
} );

describe( 'remote spam checker (Akismet comment-check format)', () => {
	beforeAll( () =>
		setFormsConfig( site.testSite.site.db, {
			akismetUrl: akismet.url,
			akismetKey: 'key-123',
		} )
	);
	afterAll( () =>
		setFormsConfig( site.testSite.site.db, { akismetUrl: null } )
	);

	it( 'posts the submission and stores a "true" verdict as spam', async () => {
		akismet.answers.push( { status: 200, body: 'true' } );
		const visitor = site.testSite.client();
		const form = await visitForm( visitor, postId );
		expect( ( await submitJson( visitor, form, values() ) ).status ).toBe(
			200
		);
		const request = akismet.requests.at( -1 )!;
		expect( request.path ).toBe( '/1.1/comment-check' );
		const sent = new URLSearchParams( request.body );
		expect( sent.get( 'api_key' ) ).toBe( 'key-123' );
		expect( sent.get( 'comment_type' ) ).toBe( 'contact-form' );
		expect( sent.get( 'comment_author' ) ).toBe( 'Sam' );
		expect( sent.get( 'comment_author_email' ) ).toBe( 'sam@example.com' );
		expect( sent.get( 'user_ip' ) ).toMatch( /127\.0\.0\.1/ );
		expect( ( await latest() ).response.spam_reason ).toBe( 'checker' );
	} );

	it( 'keeps the response in the inbox when the checker says ham or fails', async () => {
		akismet.answers.push(
			{ status: 200, body: 'false' },
			{ status: 500, body: 'oops' }
		);
		for ( let round = 0; round < 2; round++ ) {
			const visitor = site.testSite.client();
			const form = await visitForm( visitor, postId );
			expect(
				( await submitJson( visitor, form, values() ) ).status
			).toBe( 200 );
			expect( ( await latest() ).response.status ).toBe( 'publish' );
		}
	} );

	it( 'refuses an address over the limit without asking the checker', async () => {
		await setFormsConfig( site.testSite.site.db, {
			rateLimit: 1,
			rateWindowMs: 60_000,
		} );
		try {
			// The first one in the window is checked and counted; the next is over the limit.
			akismet.answers.push( { status: 200, body: 'false' } );
			const first = site.testSite.client();
			await submitJson(
				first,
				await visitForm( first, postId ),
				values()
			);
			const visitor = site.testSite.client();
			const form = await visitForm( visitor, postId );
			const asked = akismet.requests.length;
			const stored = await count();
			const { body } = await submitJson( visitor, form, values() );
			expect( body.success ).toBe( false );
			expect( body.message ).toContain(
				'You have sent this form too many times.'
			);
			expect( akismet.requests ).toHaveLength( asked );
			expect( await count() ).toBe( stored );
		} finally {
			await setFormsConfig( site.testSite.site.db, { rateLimit: 1000 } );
		}
	} );
} );
