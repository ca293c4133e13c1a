/**
 * The XSS corpus through the whole publishing path: every payload saved as a Markdown block in a
 * published post, the page fetched as a visitor, and each rendered block inspected with a real
 * DOM parser. Saved HTML is tampered with too: visitors get markup rendered from `source`, never
 * the stored fallback.
 */
import { JSDOM } from 'jsdom';
import { serverBlocks } from '../../blocks/server';
import { findDangerousMarkup } from '../security/dangerous-markup';
import { xssPayloads } from '../security/xss-payloads';
import { commentAttributes, publishedPage } from './support/published-post';
import { startTestSite, type TestSite } from './support/test-site';

function markdownBlock( source: string, savedHtml: string ) {
	return `<!-- wp:jetpack/markdown ${ commentAttributes( {
		source,
	} ) } -->\n<div class="wp-block-jetpack-markdown"><div>${ savedHtml }</div></div>\n<!-- /wp:jetpack/markdown -->`;
}

const window = new JSDOM( '' ).window;
let testSite: TestSite;
let renderedBlocks: string[] = [];
let page = '';

beforeAll( async () => {
	( globalThis as unknown as { DOMParser: unknown } ).DOMParser =
		window.DOMParser;
	testSite = await startTestSite( { serverBlocks } );
	const admin = await testSite.admin();
	const content = [
		...xssPayloads.map( ( payload ) =>
			markdownBlock( payload.markdown, '<p>fallback</p>' )
		),
		// Tampered saved HTML with a harmless source.
		markdownBlock(
			'Plain words.',
			'<script>window.tampered = 1</script><img src=x onerror=alert(1)>'
		),
	].join( '\n\n' );
	page = await publishedPage( testSite, admin, content, 'Hostile Markdown' );
	const document = new window.DOMParser().parseFromString(
		page,
		'text/html'
	);
	renderedBlocks = Array.from(
		document.querySelectorAll( '.wp-block-jetpack-markdown' )
	).map( ( element ) => element.outerHTML );
} );

afterAll( async () => {
	await testSite?.close();
} );

describe( 'hostile Markdown on a published page', () => {
	it( 'renders every block of the post', () => {
		expect( renderedBlocks ).toHaveLength( xssPayloads.length + 1 );
	} );

	it.each( xssPayloads.map( ( payload, index ) => [ payload.name, index ] ) )(
		'%s leaves no live markup',
		( _name, index ) => {
			expect(
				findDangerousMarkup( renderedBlocks[ index as number ] )
			).toEqual( [] );
		}
	);

	it( 'never serves the stored fallback HTML', () => {
		const last = renderedBlocks[ renderedBlocks.length - 1 ];
		expect( last ).toContain( 'Plain words.' );
		expect( findDangerousMarkup( last ) ).toEqual( [] );
		expect( page ).not.toContain( 'window.tampered' );
	} );

	it( 'serves a page with no script the post did not need', () => {
		const document = new window.DOMParser().parseFromString(
			page,
			'text/html'
		);
		const inlineScripts = Array.from(
			document.querySelectorAll( 'script:not([src])' )
		).map( ( script ) => script.textContent );
		expect( inlineScripts.join( '' ) ).not.toMatch(
			/alert|tampered|__xss/
		);
	} );
} );
