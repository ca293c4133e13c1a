/**
 * The Feedback screen fixture: a forms site with responses of every field type, and helpers
 * to read the list and post bulk actions as an editor would.
 */
import { formsDb } from '../../../server/forms/db';
import {
	dom,
	field,
	formContent,
	publishPost,
	sendBySlug,
	startFormsSite,
	SUBMIT_BUTTON,
} from './forms';
import type { SiteClient } from './site-client';
import type { TestSite } from './test-site';

export type FeedbackFixture = {
	test: TestSite;
	admin: SiteClient;
	editor: SiteClient;
	contactPost: number;
	otherPost: number;
};

const ALL_TYPES = [
	field( 'name' ),
	field( 'email' ),
	field( 'url' ),
	field( 'date' ),
	field( 'telephone' ),
	field( 'text', { label: 'Note' } ),
	field( 'textarea', { label: 'Message' } ),
	field( 'checkbox', { label: 'Subscribe' } ),
	field( 'consent' ),
	field( 'checkbox-multiple', { label: 'Topics', options: [ 'a,b', 'c' ] } ),
	field( 'radio', { label: 'Size', options: [ 'S', 'L' ] } ),
	field( 'select', { label: 'Where', options: [ 'Here', 'There' ] } ),
	SUBMIT_BUTTON,
].join( '' );

async function send(
	test: TestSite,
	postId: number,
	values: Record< string, string | string[] >
) {
	expect( ( await sendBySlug( test, postId, values ) ).status ).toBe( 200 );
}

export async function responseIds(
	test: TestSite
): Promise< Record< string, number > > {
	const rows = await formsDb( test.site.db )
		.selectFrom( 'feedback' )
		.select( [ 'id', 'author_name' ] )
		.execute();
	return Object.fromEntries(
		rows.map( ( row ) => [ row.author_name, row.id ] )
	);
}

export async function listPage( client: SiteClient, query = '' ) {
	const response = await client.fetch(
		`/wp-admin/edit.php?post_type=feedback${ query }`
	);
	return { status: response.status, document: dom( await response.text() ) };
}

export const listedNames = ( document: Document ) =>
	[
		...document.querySelectorAll( 'tbody tr[id^="feedback-"] strong a' ),
	].map( ( link ) => link.textContent );

export function nonceOf( document: Document ): string {
	return document.querySelector< HTMLInputElement >(
		'input[name="_wpnonce"]'
	)!.value;
}

export async function bulk(
	client: SiteClient,
	fields: Array< [ string, string ] >,
	query = ''
) {
	return client.fetch( `/wp-admin/edit.php?post_type=feedback${ query }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams( fields ).toString(),
	} );
}

/**
 * The answers of the newest response as its response screen shows them: label → value.
 * @param client a user who may read responses
 */
export async function latestResponseAnswers(
	client: SiteClient
): Promise< Record< string, string > > {
	const { document } = await listPage( client );
	const detail = document
		.querySelector( 'a[href*="view=response"]' )
		?.getAttribute( 'href' );
	if ( ! detail ) {
		throw new Error( 'No response is listed on the Feedback screen.' );
	}
	const response = dom( await ( await client.fetch( detail ) ).text() );
	return Object.fromEntries(
		[ ...response.querySelectorAll( '.response-fields tr' ) ].map(
			( row ) => [
				row.querySelector( 'th' )?.textContent ?? '',
				row.querySelector( 'td' )?.textContent ?? '',
			]
		)
	);
}

/**
 * The Feedback screen's CSV export, read as rows of cells by column title (byte-order mark
 * dropped; the cells of these tests hold no commas, quotes or line breaks).
 * @param client a user who may export responses
 */
export async function exportedCsvRows(
	client: SiteClient
): Promise< Array< Record< string, string > > > {
	const { document } = await listPage( client );
	const csv = await bulk( client, [
		[ '_wpnonce', nonceOf( document ) ],
		[ 'bulk_action', 'export' ],
	] );
	const [ header, ...rows ] = ( await csv.text() )
		.slice( 1 )
		.split( '\r\n' )
		.filter( Boolean )
		.map( ( line ) => line.split( ',' ) );
	return rows.map( ( cells ) =>
		Object.fromEntries(
			header.map( ( title, index ) => [ title, cells[ index ] ] )
		)
	);
}

/**
 * The newest response as the site's editor reads it: on its response screen (label → value)
 * and as the newest row of the CSV export (column title → cell).
 * @param test the site
 */
export async function newestResponseSeen( test: TestSite ) {
	const editor = await test.editor();
	const screen = await latestResponseAnswers( editor );
	const [ csv ] = await exportedCsvRows( editor );
	return { screen, csv };
}

/**
 * A site with two forms (one with every field type) and three responses: Ann (every field,
 * with quotes, commas, a newline and formula-like values), Bob and Cleo.
 */
export async function seedFeedbackSite(): Promise< FeedbackFixture > {
	const test = await startFormsSite( { rateLimit: 1000 } );
	const admin = await test.admin();
	const editor = await test.editor();
	const { id: contactPost } = await publishPost(
		admin,
		formContent( ALL_TYPES ),
		'Contact'
	);
	const { id: otherPost } = await publishPost(
		admin,
		formContent(
			field( 'name' ) +
				field( 'textarea', { label: 'Message' } ) +
				SUBMIT_BUTTON
		),
		'Party RSVP'
	);
	await send( test, contactPost, {
		name: 'Ann "Quotes", Jr.',
		email: 'ann@example.com',
		url: 'https://ann.example/',
		date: '2026-03-01',
		phone: '-1 555 0100',
		note: '=HYPERLINK("http://evil.example")',
		message: 'Line one\nLine two, with comma',
		subscribe: 'Yes',
		topics: [ 'a,b', 'c' ],
		size: 'L',
		where: 'There',
	} );
	await send( test, contactPost, {
		name: 'Bob',
		message: '@SUM(A1) Ünïcode ✓',
		note: '+cmd',
	} );
	await send( test, otherPost, { name: 'Cleo', message: 'Bringing a cake' } );
	return { test, admin, editor, contactPost, otherPost };
}
