/**
 * The WordPress export reader: items, their ids and titles, content split around "]]>",
 * markup-looking text inside CDATA, and character references outside it.
 */
import { readWxrPosts } from '../../tools/audit-content/wxr';

const item = ( inner: string ) => `<item>${ inner }</item>`;

it( 'reads every item with its id, type, title and content', () => {
	const xml = `<?xml version="1.0"?><!-- generator --><rss><channel><title>Site</title>
		${ item( '<title>First &amp; best</title><wp:post_id>7</wp:post_id><wp:post_type><![CDATA[page]]></wp:post_type><content:encoded><![CDATA[<!-- wp:paragraph --><p>A</p><!-- /wp:paragraph -->]]></content:encoded>' ) }
		${ item( '<title><![CDATA[Second]]></title><content:encoded><![CDATA[]]></content:encoded><wp:post_id>8</wp:post_id>' ) }
	</channel></rss>`;
	expect( readWxrPosts( xml ) ).toEqual( [
		{
			postId: '7',
			title: 'First & best',
			postType: 'page',
			content: '<!-- wp:paragraph --><p>A</p><!-- /wp:paragraph -->',
		},
		{ postId: '8', title: 'Second', postType: '', content: '' },
	] );
} );

it( 'joins content that WordPress split around "]]>", and keeps tags inside CDATA as text', () => {
	const xml = item(
		'<content:encoded><![CDATA[<p>a]]]]><![CDATA[>b</p></item><title>not a title</title>]]></content:encoded><wp:post_id>1</wp:post_id>'
	);
	expect( readWxrPosts( xml ) ).toEqual( [
		{
			postId: '1',
			title: '',
			postType: '',
			content: '<p>a]]>b</p></item><title>not a title</title>',
		},
	] );
} );

it( 'takes the item title, not titles of nested elements or the channel', () => {
	const xml = `<channel><title>Site</title><image><title>Logo</title></image>${ item(
		'<title>Post</title><wp:comment><wp:comment_id>3</wp:comment_id><wp:comment_content><![CDATA[hi]]></wp:comment_content></wp:comment><wp:post_id>5</wp:post_id>'
	) }</channel>`;
	expect( readWxrPosts( xml ) ).toEqual( [
		{ postId: '5', title: 'Post', postType: '', content: '' },
	] );
} );

it( 'decodes character references outside CDATA and rejects a truncated file', () => {
	expect(
		readWxrPosts( item( '<title>&lt;3 &#233;t&#xE9;</title>' ) )[ 0 ].title
	).toBe( '<3 été' );
	expect( () =>
		readWxrPosts( item( '<content:encoded><![CDATA[cut off' ) )
	).toThrow( 'Unterminated CDATA section' );
} );
