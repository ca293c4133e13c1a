/**
 * CSV export of form responses from the Feedback screen: the selection or everything the
 * filter matches, UTF-8 with a BOM, RFC 4180 quoting and defused formulas, every field type.
 */
import {
	bulk,
	listPage,
	nonceOf,
	responseIds,
	seedFeedbackSite,
} from './support/feedback-fixture';
import type { SiteClient } from './support/site-client';
import type { TestSite } from './support/test-site';

let test: TestSite;
let editor: SiteClient;
let otherPost: number;

beforeAll( async () => {
	( { test, editor, otherPost } = await seedFeedbackSite() );
} );

afterAll( () => test.close() );

describe( 'CSV export', () => {
	async function exportCsv(
		fields: Array< [ string, string ] >
	): Promise< { type: string | null; bytes: Buffer } > {
		const nonce = nonceOf( ( await listPage( editor ) ).document );
		const response = await bulk( editor, [
			[ '_wpnonce', nonce ],
			[ 'bulk_action', 'export' ],
			...fields,
		] );
		expect( response.status ).toBe( 200 );
		return {
			type: response.headers.get( 'content-type' ),
			bytes: Buffer.from( await response.arrayBuffer() ),
		};
	}

	it( 'exports the selection with a BOM, RFC 4180 quoting and defused formulas, every field type', async () => {
		const ids = await responseIds( test );
		const { type, bytes } = await exportCsv( [
			[ 'ids[]', String( ids[ 'Ann "Quotes", Jr.' ] ) ],
		] );
		expect( type ).toBe( 'text/csv; charset=UTF-8' );
		expect( [ ...bytes.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
		const lines = bytes.toString( 'utf8' ).slice( 1 ).split( '\r\n' );
		expect( lines[ 0 ] ).toBe(
			'Response ID,Submitted,Form,Status,Name,Email,URL,Date,Phone,Note,Message,Subscribe,Consent,Topics,Size,Where,IP address'
		);
		const text = lines.slice( 1 ).join( '\r\n' );
		expect( text ).toContain(
			',Contact,Inbox,"Ann ""Quotes"", Jr.",ann@example.com,https://ann.example/,2026-03-01,'
		);
		expect( text ).toContain( ",'-1 555 0100," );
		expect( text ).toContain( `,"'=HYPERLINK(""http://evil.example"")",` );
		expect( text ).toContain(
			',"Line one\nLine two, with comma",Yes,Yes,"a,b, c",L,There,'
		);
		expect( lines.at( -1 ) ).toBe( '' );
	} );

	it( 'exports everything the filter matches, unicode intact', async () => {
		const { bytes } = await exportCsv( [] );
		const text = bytes.toString( 'utf8' );
		expect( text.split( '\r\n' ).filter( Boolean ) ).toHaveLength( 1 + 3 );
		expect( text ).toContain( "'@SUM(A1) Ünïcode ✓" );
		expect( text ).toContain( ",'+cmd," );
		const all = await editor.fetch(
			`/wp-admin/edit.php?post_type=feedback&form=${ otherPost }&export=csv&_wpnonce=${ nonceOf( ( await listPage( editor ) ).document ) }`
		);
		expect(
			( await all.text() ).split( '\r\n' ).filter( Boolean )
		).toHaveLength( 2 );
	} );
} );
