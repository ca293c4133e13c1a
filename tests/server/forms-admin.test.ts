/**
 * The Feedback screen at /wp-admin/edit.php?post_type=feedback: editors and administrators
 * only; search and filter by form; one response's fields; spam / not spam, trash / restore as
 * bulk or row actions with a nonce (CSV export: forms-csv.test.ts).
 */
import { formsDb } from '../../server/forms/db';
import { dom } from './support/forms';
import {
	bulk,
	listedNames,
	listPage,
	nonceOf,
	responseIds,
	seedFeedbackSite,
} from './support/feedback-fixture';
import type { SiteClient } from './support/site-client';
import type { TestSite } from './support/test-site';

let test: TestSite;
let editor: SiteClient;
let contactPost: number;

beforeAll( async () => {
	( { test, editor, contactPost } = await seedFeedbackSite() );
} );

afterAll( () => test.close() );

it( 'is for editors and administrators only', async () => {
	expect( ( await listPage( editor ) ).status ).toBe( 200 );
	const { client: author } = await test.addUser( 'author' );
	expect( ( await listPage( author ) ).status ).toBe( 403 );
	const visitor = await test
		.client()
		.fetch( '/wp-admin/edit.php?post_type=feedback' );
	expect( visitor.status ).toBe( 302 );
	expect( visitor.headers.get( 'location' ) ).toContain(
		'/wp-login.php?redirect_to='
	);
} );

it( 'lists responses, newest first, searchable and filtered by form', async () => {
	expect( listedNames( ( await listPage( editor ) ).document ) ).toEqual( [
		'Cleo',
		'Bob',
		'Ann "Quotes", Jr.',
	] );
	expect(
		listedNames( ( await listPage( editor, '&s=cake' ) ).document )
	).toEqual( [ 'Cleo' ] );
	expect(
		listedNames( ( await listPage( editor, '&s=100%25' ) ).document )
	).toEqual( [] );
	const byForm = ( await listPage( editor, `&form=${ contactPost }` ) )
		.document;
	expect( listedNames( byForm ) ).toEqual( [ 'Bob', 'Ann "Quotes", Jr.' ] );
	expect(
		[ ...byForm.querySelectorAll( '#feedback-form option' ) ].map(
			( option ) => option.textContent
		)
	).toEqual( [ 'All forms', 'Party RSVP (1)', 'Contact (2)' ] );
} );

it( 'offers a neutral "Bulk actions" choice first, selected, so Apply changes nothing by accident', async () => {
	for ( const status of [ '', '&status=spam', '&status=trash' ] ) {
		const { document } = await listPage( editor, status );
		const select =
			document.querySelector< HTMLSelectElement >( '#bulk-action' )!;
		expect( select.options[ 0 ].value ).toBe( '' );
		expect( select.options[ 0 ].textContent ).toBe( 'Bulk actions' );
		expect( select.value ).toBe( '' );
	}
} );

it( "shows one response's fields", async () => {
	const { Bob } = await responseIds( test );
	const page = dom(
		await (
			await editor.fetch(
				`/wp-admin/edit.php?post_type=feedback&view=response&id=${ Bob }`
			)
		).text()
	);
	const rows = [ ...page.querySelectorAll( '.response-fields tr' ) ].map(
		( row ) => row.textContent
	);
	expect( rows ).toContain( 'Message@SUM(A1) Ünïcode ✓' );
} );

it( 'refuses bulk actions without a valid nonce', async () => {
	const { Bob } = await responseIds( test );
	const response = await bulk( editor, [
		[ 'bulk_action', 'trash' ],
		[ 'ids[]', String( Bob ) ],
		[ '_wpnonce', '0123456789' ],
	] );
	expect( response.status ).toBe( 403 );
	const row = await formsDb( test.site.db )
		.selectFrom( 'feedback' )
		.select( 'status' )
		.where( 'id', '=', Bob )
		.executeTakeFirstOrThrow();
	expect( row.status ).toBe( 'publish' );
} );

it( 'moves responses to spam and back, to the trash and back', async () => {
	const { Bob, Cleo } = await responseIds( test );
	const nonce = nonceOf( ( await listPage( editor ) ).document );
	const spam = await bulk( editor, [
		[ '_wpnonce', nonce ],
		[ 'bulk_action', 'spam' ],
		[ 'ids[]', String( Bob ) ],
		[ 'ids[]', String( Cleo ) ],
	] );
	expect( spam.status ).toBe( 303 );
	const inbox = ( await listPage( editor, '&done=2&did=spam' ) ).document;
	expect( inbox.querySelector( '[role=status]' )?.textContent ).toBe(
		'2 responses marked as spam.'
	);
	expect( listedNames( inbox ) ).toEqual( [ 'Ann "Quotes", Jr.' ] );
	expect(
		listedNames( ( await listPage( editor, '&status=spam' ) ).document )
	).toEqual( [ 'Cleo', 'Bob' ] );

	await bulk(
		editor,
		[
			[ '_wpnonce', nonce ],
			[ 'row_action', `ham:${ Bob }` ],
		],
		'&status=spam'
	);
	await bulk(
		editor,
		[
			[ '_wpnonce', nonce ],
			[ 'row_action', `trash:${ Cleo }` ],
		],
		'&status=spam'
	);
	expect(
		listedNames( ( await listPage( editor, '&status=trash' ) ).document )
	).toEqual( [ 'Cleo' ] );
	await bulk(
		editor,
		[
			[ '_wpnonce', nonce ],
			[ 'bulk_action', 'restore' ],
			[ 'ids[]', String( Cleo ) ],
		],
		'&status=trash'
	);
	// Restored to the folder it was trashed from.
	expect(
		listedNames( ( await listPage( editor, '&status=spam' ) ).document )
	).toEqual( [ 'Cleo' ] );
	expect( listedNames( ( await listPage( editor ) ).document ) ).toEqual( [
		'Bob',
		'Ann "Quotes", Jr.',
	] );
} );

it( 'queues the notification of a response taken out of spam', async () => {
	const { Cleo } = await responseIds( test );
	const nonce = nonceOf( ( await listPage( editor ) ).document );
	await bulk(
		editor,
		[
			[ '_wpnonce', nonce ],
			[ 'row_action', `ham:${ Cleo }` ],
		],
		'&status=spam'
	);
	const jobs = await formsDb( test.site.db )
		.selectFrom( 'form_jobs' )
		.select( 'kind' )
		.where( 'feedback_id', '=', Cleo )
		.execute();
	expect( jobs.map( ( job ) => job.kind ) ).toEqual( [ 'email' ] );
} );
