/**
 * What visitors get from Related Posts: the host's posts in rows (2 + rest for 2, 4 or 5
 * posts, otherwise 3 per row), up to postsToShow (1–6), with date, thumbnail and context as
 * chosen, the headline first, every value escaped; nothing when there are no posts.
 */
import type { RelatedPostItem } from '../../../shared/render-context';
import { renderContext } from '../../../tests/support/render-context';
import { rowSizes } from '../limits';
import render from '../render';

function item( id: number, extra: Partial< RelatedPostItem > = {} ) {
	return {
		id,
		url: `http://127.0.0.1:8888/post-${ id }/`,
		title: `Post ${ id }`,
		date: 'November 2, 2026',
		context: 'Similar post',
		img: {
			src: `http://127.0.0.1:8888/img-${ id }.jpg`,
			alt: `Picture ${ id }`,
		},
		...extra,
	};
}

const SAVED =
	'<div class="wp-block-jetpack-related-posts"><h2 class="wp-block-heading">Read next</h2></div>';

function renderToDom(
	attributes: Record< string, unknown >,
	posts: RelatedPostItem[],
	innerHTML = SAVED
) {
	const html = render( attributes, innerHTML, {
		...renderContext(),
		relatedPosts: posts,
	} );
	const container = document.createElement( 'div' );
	container.innerHTML = html;
	return { html, nav: container.querySelector( 'nav' ) };
}

const six = [ 1, 2, 3, 4, 5, 6 ].map( ( id ) => item( id ) );

describe( 'Related Posts rows', () => {
	it.each( [
		[ 1, [ 1 ] ],
		[ 2, [ 2 ] ],
		[ 3, [ 3 ] ],
		[ 4, [ 2, 2 ] ],
		[ 5, [ 2, 3 ] ],
		[ 6, [ 3, 3 ] ],
	] )( '%i posts make rows of %p', ( count, rows ) => {
		expect( rowSizes( count ) ).toEqual( rows );
		const { nav } = renderToDom( { postsToShow: count }, six );
		expect(
			[ ...nav!.querySelectorAll( 'ul.jp-related-posts-i2__row' ) ].map(
				( row ) => row.querySelectorAll( 'li' ).length
			)
		).toEqual( rows );
	} );

	it( 'shows 3 posts by default and clamps postsToShow to 1–6', () => {
		const count = ( attributes: Record< string, unknown > ) =>
			renderToDom( attributes, six ).nav!.querySelectorAll( 'li' ).length;
		expect( count( {} ) ).toBe( 3 );
		expect( count( { postsToShow: 0 } ) ).toBe( 1 );
		expect( count( { postsToShow: 9 } ) ).toBe( 6 );
		expect( count( { postsToShow: 'lots' } ) ).toBe( 3 );
	} );

	it( 'shows fewer when the host found fewer', () => {
		expect(
			renderToDom(
				{ postsToShow: 6 },
				six.slice( 0, 2 )
			).nav!.querySelectorAll( 'li' ).length
		).toBe( 2 );
	} );
} );

describe( 'Related Posts details', () => {
	it( 'defaults: grid, the date, no thumbnail, no context, the headline first', () => {
		const { nav } = renderToDom( {}, six );
		expect( nav ).toHaveAttribute( 'aria-label', 'Related Posts' );
		expect( nav ).toHaveAttribute( 'data-layout', 'grid' );
		expect( nav!.firstElementChild ).toHaveTextContent( 'Read next' );
		const first = nav!.querySelector( 'li' )!;
		expect( first.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			'http://127.0.0.1:8888/post-1/'
		);
		expect( first ).toHaveTextContent( 'Post 1' );
		expect(
			first.querySelector( '.jp-related-posts-i2__post-date' )
		).toHaveTextContent( 'November 2, 2026' );
		expect( first.querySelector( 'img' ) ).toBeNull();
		expect(
			first.querySelector( '.jp-related-posts-i2__post-context' )
		).toBeNull();
	} );

	it( 'list layout, thumbnails and context on, date off', () => {
		const { nav } = renderToDom(
			{
				postLayout: 'list',
				displayDate: false,
				displayThumbnails: true,
				displayContext: true,
			},
			six
		);
		expect( nav ).toHaveAttribute( 'data-layout', 'list' );
		const first = nav!.querySelector( 'li' )!;
		expect( first.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'http://127.0.0.1:8888/img-1.jpg'
		);
		expect( first.querySelector( 'img' ) ).toHaveAttribute(
			'alt',
			'Picture 1'
		);
		expect(
			first.querySelector( '.jp-related-posts-i2__post-context' )
		).toHaveTextContent( 'Similar post' );
		expect(
			first.querySelector( '.jp-related-posts-i2__post-date' )
		).toBeNull();
	} );

	it( 'renders nothing, not even the headline, without related posts', () => {
		expect( renderToDom( {}, [] ).html ).toBe( '' );
		expect( render( {}, SAVED, renderContext() ) ).toBe( '' );
	} );

	it( 'escapes titles, contexts and attributes, and refuses unsafe links', () => {
		const { html, nav } = renderToDom(
			{
				displayThumbnails: true,
				displayContext: true,
				className: 'x" onclick="alert(1)',
				postLayout: '"><script>alert(1)</script>',
			},
			[
				item( 1, {
					title: '<img src=x onerror=alert(1)>',
					context: '"><script>alert(2)</script>',
					url: 'javascript:alert(3)',
					img: {
						src: 'data:text/html,<script>alert(4)</script>',
						alt: '" onload="alert(5)',
					},
				} ),
			]
		);
		const elements = [ nav!, ...nav!.querySelectorAll( '*' ) ];
		expect( nav!.querySelector( 'script' ) ).toBeNull();
		expect(
			elements.flatMap( ( element ) =>
				element
					.getAttributeNames()
					.filter( ( name ) => name.startsWith( 'on' ) )
			)
		).toEqual( [] );
		expect( nav!.querySelector( 'img' ) ).toBeNull();
		expect( html ).not.toContain( 'javascript:' );
		expect( nav ).toHaveAttribute( 'data-layout', 'grid' );
		expect( nav!.querySelector( 'li' ) ).toHaveTextContent(
			'<img src=x onerror=alert(1)>'
		);
	} );
} );
