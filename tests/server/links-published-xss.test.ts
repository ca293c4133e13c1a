/**
 * The hostile URLs of tests/security/xss-urls.ts through the whole publishing path: as the `url`
 * of Button blocks (rendered, and saved in the post with the URL in their markup) in a post an
 * administrator publishes, and as plain links in a post an author publishes (filtered on save,
 * as WordPress's kses does for users without unfiltered_html). The pages are fetched as a
 * visitor and inspected with a real DOM parser.
 */
import { JSDOM } from 'jsdom';
import { serverBlocks } from '../../blocks/server';
import { findDangerousMarkup } from '../security/dangerous-markup';
import { hostileUrls } from '../security/xss-urls';
import { commentAttributes, publishedPage } from './support/published-post';
import type { SiteClient } from './support/site-client';
import { startTestSite, type TestSite } from './support/test-site';

function buttons( url: string ) {
	const rendered = `<!-- wp:jetpack/button ${ commentAttributes( {
		text: 'Go',
		url,
	} ) } /-->`;
	const saved = `<!-- wp:jetpack/button ${ commentAttributes( {
		saveInPostContent: true,
		uniqueId: 'b1',
		text: 'Go',
		url,
	} ) } -->\n<div class="wp-block-button jetpack-submit-button"><a class="wp-block-button__link" data-id-attr="b1" href="${ url }" id="b1" rel="noopener noreferrer" role="button" target="_blank">Go</a></div>\n<!-- /wp:jetpack/button -->`;
	return `${ rendered }\n\n${ saved }`;
}

function paragraph( url: string ) {
	return `<!-- wp:paragraph -->\n<p class="hostile-link"><a href="${ url }">Go</a></p>\n<!-- /wp:paragraph -->`;
}

const window = new JSDOM( '' ).window;
let testSite: TestSite;

async function publishedDocument(
	client: SiteClient,
	content: string
): Promise< Document > {
	return new window.DOMParser().parseFromString(
		await publishedPage( testSite, client, content, 'Hostile links' ),
		'text/html'
	);
}

let buttonBlocks: string[] = [];
let authorLinks: string[] = [];

beforeAll( async () => {
	( globalThis as unknown as { DOMParser: unknown } ).DOMParser =
		window.DOMParser;
	testSite = await startTestSite( { serverBlocks } );
	const admin = await testSite.admin();
	const buttonPage = await publishedDocument(
		admin,
		hostileUrls.map( ( { url } ) => buttons( url ) ).join( '\n\n' )
	);
	buttonBlocks = Array.from(
		buttonPage.querySelectorAll( '.wp-block-button' )
	).map( ( element ) => element.outerHTML );
	const author = await testSite.addUser( 'author' );
	const linkPage = await publishedDocument(
		author.client,
		hostileUrls.map( ( { url } ) => paragraph( url ) ).join( '\n\n' )
	);
	authorLinks = Array.from(
		linkPage.querySelectorAll( '.hostile-link' )
	).map( ( element ) => element.outerHTML );
} );

afterAll( async () => {
	await testSite?.close();
} );

describe( 'hostile link targets on a published page', () => {
	it( 'renders every block of the posts', () => {
		expect( buttonBlocks ).toHaveLength( hostileUrls.length * 2 );
		expect( authorLinks ).toHaveLength( hostileUrls.length );
	} );

	it.each( hostileUrls.map( ( hostile, index ) => [ hostile.name, index ] ) )(
		'%s: no live link from a Button, rendered or saved',
		( _name, index ) => {
			const i = index as number;
			for ( const html of buttonBlocks.slice( i * 2, i * 2 + 2 ) ) {
				expect( findDangerousMarkup( html ) ).toEqual( [] );
				expect( html ).not.toMatch( /href=/ );
			}
		}
	);

	it.each( hostileUrls.map( ( hostile, index ) => [ hostile.name, index ] ) )(
		'%s: no live link in an author’s post',
		( _name, index ) => {
			const html = authorLinks[ index as number ];
			expect( findDangerousMarkup( html ) ).toEqual( [] );
			expect( html ).not.toMatch( /href=/ );
		}
	);
} );
