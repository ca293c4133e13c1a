/**
 * Social links on published pages. `core/social-link` saves nothing (WordPress renders it in
 * PHP), so the host renders it: a converted Social Icons widget (the conversion's saved output,
 * shared/widgets/test/fixtures/) shows visitors WordPress's list of links, each named, with the
 * service's icon from @wordpress/block-library; the list's settings (new tab, labels, icon
 * colours) reach its links; hostile addresses and attribute values print nothing live.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { findDangerousMarkup } from '../security/dangerous-markup';
import { hostileUrls } from '../security/xss-urls';
import { commentAttributes, publishedPage } from './support/published-post';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'editor' ] );

const converted = readFileSync(
	path.join(
		__dirname,
		'../../shared/widgets/test/fixtures/core__social-links__from-widget.html'
	),
	'utf8'
);

function entryContent( page: string ) {
	return /<div class="entry-content">\n([\s\S]*?)\n<\/div>\n<\/article>/.exec(
		page
	)![ 1 ];
}

function socialLinks(
	list: Record< string, unknown >,
	links: Array< Record< string, unknown > >
) {
	return `<!-- wp:social-links ${ commentAttributes(
		list
	) } -->\n<ul class="wp-block-social-links">${ links
		.map(
			( link ) =>
				`<!-- wp:social-link ${ commentAttributes( link ) } /-->`
		)
		.join( '\n\n' ) }</ul>\n<!-- /wp:social-links -->`;
}

async function visitorContent( content: string ) {
	return entryContent(
		await publishedPage( site.testSite, site.editor, content, 'Follow us' )
	);
}

const { window } = new JSDOM( '' );

beforeAll( () => {
	// findDangerousMarkup parses with the page's DOMParser.
	( globalThis as unknown as { DOMParser: unknown } ).DOMParser =
		window.DOMParser;
} );

function items( html: string ) {
	const document = new window.DOMParser().parseFromString(
		html,
		'text/html'
	);
	return Array.from( document.querySelectorAll( 'li' ) );
}

describe( 'a converted Social Icons widget for visitors', () => {
	it( "shows WordPress's list: one named link per icon, with the service's icon", async () => {
		const content = await visitorContent( converted );
		expect( content ).toContain(
			'<h2 class="wp-block-heading">Follow Us</h2>'
		);
		expect( content ).toContain(
			'<ul class="wp-block-social-links has-large-icon-size is-layout-flex wp-block-social-links-is-layout-flex">'
		);
		expect( content ).toContain(
			'<li class="wp-social-link wp-social-link-github  wp-block-social-link"><a rel="noopener nofollow" target="_blank" href="https://github.com/sourdoughclub" class="wp-block-social-link-anchor"><svg width="24" height="24" viewBox="0 0 24 24" version="1.1" aria-hidden="true"><path d="M12,2C6.477,2,2,6.477,2,12c0,4.419'
		);
		const links = items( content ).map( ( item ) => {
			const anchor = item.querySelector( 'a' )!;
			return {
				service: item.className.match( /wp-social-link-(\w+)/ )![ 1 ],
				name: anchor.textContent,
				href: anchor.getAttribute( 'href' ),
				icon: anchor.querySelector( 'svg path' )?.getAttribute( 'd' ),
				hiddenLabel: anchor
					.querySelector( 'span' )!
					.classList.contains( 'screen-reader-text' ),
			};
		} );
		expect(
			links.map( ( { service, name, href, hiddenLabel } ) => [
				service,
				name,
				href,
				hiddenLabel,
			] )
		).toEqual( [
			[
				'facebook',
				'Facebook',
				'https://www.facebook.com/sourdoughclub',
				true,
			],
			[ 'github', 'GitHub', 'https://github.com/sourdoughclub', true ],
			[
				'instagram',
				'Instagram',
				'https://www.instagram.com/sourdoughclub/',
				true,
			],
			[ 'chain', 'Link', 'https://sourdough.example/about', true ],
			[ 'mail', 'Mail', 'mailto:hello@sourdough.example', true ],
		] );
		// Each service has its own icon.
		const icons = links.map( ( link ) => link.icon );
		expect( icons.every( ( icon ) => icon && icon.length > 20 ) ).toBe(
			true
		);
		expect( new Set( icons ).size ).toBe( icons.length );
	} );

	it( 'gives the same markup in the REST API’s rendered content', async () => {
		const { body } = await site.editor.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'Follow us', status: 'publish', content: converted },
		} );
		const rendered = ( body as { content: { rendered: string } } ).content
			.rendered;
		expect( items( rendered ) ).toHaveLength( 5 );
		expect( rendered ).toContain( 'wp-block-social-links-is-layout-flex' );
	} );
} );

describe( 'social links: what the list provides, and WordPress’s address rules', () => {
	it( 'shows labels, icon colours and the link’s own label and rel', async () => {
		const content = await visitorContent(
			socialLinks(
				{
					showLabels: true,
					iconColor: 'vivid-red',
					iconColorValue: '#cf2e2e',
					iconBackgroundColor: 'white',
					iconBackgroundColorValue: '#ffffff',
				},
				[
					{
						url: 'https://mastodon.social/@bread',
						service: 'mastodon',
						label: ' Our Mastodon ',
						rel: 'me',
						className: 'is-ours',
						anchor: 'mastodon',
					},
				]
			)
		);
		expect( content ).toContain(
			'<li style="color:#cf2e2e;background-color:#ffffff;" class="wp-social-link wp-social-link-mastodon has-vivid-red-color has-white-background-color wp-block-social-link is-ours" id="mastodon"><a rel="me" href="https://mastodon.social/@bread" class="wp-block-social-link-anchor"><svg'
		);
		expect( content ).toContain(
			'<span class="wp-block-social-link-label">Our Mastodon</span></a></li>'
		);
	} );

	it( 'makes e-mail addresses mailto: links and gives addresses without a scheme https', async () => {
		const content = await visitorContent(
			socialLinks( {}, [
				{ url: 'hello@bakery.example', service: 'mail' },
				{ url: 'www.bakery.example/about', service: 'chain' },
				{ url: '', service: 'x' },
				{ service: 'facebook' },
			] )
		);
		expect(
			items( content ).map( ( item ) =>
				item.querySelector( 'a' )!.getAttribute( 'href' )
			)
		).toEqual( [
			'mailto:hello@bakery.example',
			'https://www.bakery.example/about',
		] );
		expect( content ).not.toContain( 'target=' );
	} );

	it( "names an unknown service as WordPress does, with the chain's icon", async () => {
		const content = await visitorContent(
			socialLinks( {}, [
				{ url: 'https://a.example', service: 'chain' },
				{ url: 'https://b.example', service: 'no-such-service' },
			] )
		);
		const [ chain, unknown ] = items( content );
		expect( unknown.className ).toBe(
			'wp-social-link wp-social-link-no-such-service  wp-block-social-link'
		);
		expect( unknown.textContent ).toBe( 'Share Icon' );
		expect( unknown.querySelector( 'svg' )!.outerHTML ).toBe(
			chain.querySelector( 'svg' )!.outerHTML
		);
	} );
} );

describe( 'hostile social links', () => {
	it.each( hostileUrls.map( ( hostile ) => [ hostile.name, hostile.url ] ) )(
		'%s: no link at all',
		async ( _name, url ) => {
			const content = await visitorContent(
				socialLinks( {}, [ { url, service: 'facebook' } ] )
			);
			expect( items( content ) ).toEqual( [] );
			expect( findDangerousMarkup( content ) ).toEqual( [] );
		}
	);

	it( 'escapes every attribute value and refuses colours that are not colours', async () => {
		const content = await visitorContent(
			socialLinks(
				{
					openInNewTab: true,
					iconColor: 'red" onmouseover="alert(1)',
					iconColorValue: 'red;background:url(javascript:alert(1))',
					iconBackgroundColorValue: 'expression(alert(1))',
				},
				[
					{
						url: 'https://ok.example/?a="><script>alert(1)</script>',
						service: 'x" onclick="alert(1)',
						label: '<img src=x onerror=alert(1)>',
						rel: '" onfocus="alert(1)',
						className: '"><script>alert(1)</script>',
						anchor: '" autofocus onfocus="alert(1)',
					},
				]
			)
		);
		// The service icon is the one inline SVG printed (block-library's, not author input).
		expect( content.match( /<svg\b/g ) ).toHaveLength( 1 );
		expect(
			findDangerousMarkup(
				content.replace( /<svg\b[\s\S]*?<\/svg>/, '' )
			)
		).toEqual( [] );
		expect( content ).not.toContain( '<script' );
		expect( content ).not.toContain( '<img' );
		expect( content ).not.toMatch( /\son\w+="/ );
		expect( content ).not.toContain( 'style=' );
		expect( content ).not.toContain( 'has-red' );
		const [ item ] = items( content );
		expect( item.querySelector( 'a' )!.getAttribute( 'href' ) ).toBe(
			'https://ok.example/?a="><script>alert(1)</script>'
		);
		expect( item.textContent ).toBe( '<img src=x onerror=alert(1)>' );
	} );
} );
