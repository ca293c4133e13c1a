/**
 * The hostile URLs (xss-urls.ts) and the hostile markup payloads (xss-payloads.ts, as plain
 * attribute text) in every attribute the GIF, Related Posts and Repeat Visitor renderers print,
 * and in the related posts the host hands over: what visitors get holds no dangerous markup
 * (findDangerousMarkup), and no value breaks out of its attribute.
 */
import renderGif from '../../blocks/gif/render';
import renderRelatedPosts from '../../blocks/related-posts/render';
import renderRepeatVisitor from '../../blocks/repeat-visitor/render';
import renderRevue from '../../blocks/revue/render';
import type { RelatedPostItem } from '../../shared/render-context';
import { renderContext } from '../support/render-context';
import { findDangerousMarkup } from './dangerous-markup';
import { xssPayloads } from './xss-payloads';
import { hostileUrls } from './xss-urls';

const texts = [
	...xssPayloads.map( ( payload ) => payload.markdown ),
	'" onmouseover="alert(1)',
	"' onfocus='alert(1)' autofocus='",
	'</figure><script>alert(1)</script>',
	'1%;background:url(javascript:alert(1))',
];
const urls = hostileUrls.map( ( hostile ) => hostile.url );

function item( overrides: Partial< RelatedPostItem > ): RelatedPostItem {
	return {
		id: 1,
		url: 'http://127.0.0.1:8888/a/',
		title: 'A',
		date: 'November 2, 2026',
		context: 'Similar post',
		img: { src: 'http://127.0.0.1:8888/a.jpg', alt: 'A' },
		...overrides,
	};
}

/** No element of the output carries an attribute the input named as its own. */
function injectedAttributes( html: string ): string[] {
	const document = new DOMParser().parseFromString( html, 'text/html' );
	return [ ...document.querySelectorAll( '*' ) ].flatMap( ( element ) =>
		element
			.getAttributeNames()
			.filter(
				( name ) =>
					name.startsWith( 'on' ) ||
					name === 'autofocus' ||
					name === 'formaction'
			)
			.map( ( name ) => `${ element.localName }[${ name }]` )
	);
}

/** What is dangerous in the output: markup findDangerousMarkup reports, injected attributes. */
function problems( ...outputs: string[] ): string[] {
	return outputs.flatMap( ( html ) => [
		...findDangerousMarkup( html ),
		...injectedAttributes( html ),
	] );
}

const context = renderContext();

describe( 'GIF', () => {
	it.each( urls )( 'gifUrl and giphyUrl %p', ( url ) => {
		expect(
			problems( renderGif( { gifUrl: url, caption: 'c' }, '', context ) )
		).toEqual( [] );
		expect(
			problems( renderGif( { giphyUrl: url }, '', context ) )
		).toEqual( [] );
	} );

	it.each( texts )(
		'caption, searchText, paddingTop, className, align %p',
		( text ) => {
			expect(
				problems(
					renderGif(
						{
							gifUrl: 'https://media.giphy.com/media/a/giphy.gif',
							caption: text,
							searchText: text,
							paddingTop: text,
							className: text,
							align: text,
						},
						'',
						context
					)
				)
			).toEqual( [] );
		}
	);
} );

describe( 'Related Posts', () => {
	it.each( urls )( 'post and image addresses %p', ( url ) => {
		expect(
			problems(
				renderRelatedPosts( { displayThumbnails: true }, '', {
					...context,
					relatedPosts: [
						item( { url, img: { src: url, alt: 'x' } } ),
					],
				} )
			)
		).toEqual( [] );
	} );

	it.each( texts )(
		'titles, dates, contexts, alt text and attributes %p',
		( text ) => {
			expect(
				problems(
					renderRelatedPosts(
						{
							displayThumbnails: true,
							displayContext: true,
							postLayout: text,
							className: text,
							align: text,
							postsToShow: text,
						},
						'',
						{
							...context,
							relatedPosts: [
								item( {
									title: text,
									date: text,
									context: text,
									img: {
										src: 'http://127.0.0.1:8888/a.jpg',
										alt: text,
									},
								} ),
							],
						}
					)
				)
			).toEqual( [] );
		}
	);
} );

describe( 'Repeat Visitor and the retired newsletter block', () => {
	it.each( texts )(
		'criteria, threshold, className and the cookie %p',
		( text ) => {
			const html = renderRepeatVisitor(
				{
					criteria: 'after-visits',
					threshold: 50,
					className: text,
					align: text,
				},
				'<div class="wp-block-jetpack-repeat-visitor"><p>Hi</p></div>',
				{ ...context, cookies: { 'jp-visit-counter': text } }
			);
			expect( problems( html ) ).toEqual( [] );
			expect( html ).not.toContain( 'Hi' );
			expect(
				renderRevue(
					{ revueUsername: text },
					`<a href="${ text }">x</a>`,
					context
				)
			).toBe( '' );
		}
	);
} );
