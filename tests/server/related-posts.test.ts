/**
 * Related Posts on a real site: the host ranks the site's own published posts by bm25 over
 * title, content and excerpt (FTS5 index kept by triggers on publish, update and delete),
 * never lists the post itself, drafts or pages; visitors get the list, the editor's route gives
 * the same posts and names a bad field.
 */
import { serverBlocks } from '../../blocks/server';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'admin', 'editor' ], { serverBlocks } );

type Post = { id: number; slug: string; link: string };

async function create( body: Record< string, unknown >, type = 'posts' ) {
	const { status, body: post } = await site.editor.rest( `/wp/v2/${ type }`, {
		method: 'POST',
		body: { status: 'publish', ...body },
	} );
	expect( status ).toBe( 201 );
	return post as Post;
}

const paragraph = ( text: string ) =>
	`<!-- wp:paragraph --><p>${ text }</p><!-- /wp:paragraph -->`;

const BLOCK = ( attrs = '' ) =>
	`<!-- wp:jetpack/related-posts ${ attrs }-->\n<div class="wp-block-jetpack-related-posts"><!-- wp:heading -->\n<h2 class="wp-block-heading">Read next</h2>\n<!-- /wp:heading --></div>\n<!-- /wp:jetpack/related-posts -->`;

async function related( id: number, query = '' ) {
	return site.editor.rest( `/wpcom/v2/related-posts/${ id }${ query }` );
}

const titles = async ( id: number, query = '?count=6' ) =>
	(
		( await related( id, query ) ).body as { posts: { title: string }[] }
	 ).posts.map( ( post ) => post.title );

const FILLERS = [
	'Chess openings for beginners',
	'Repairing a bicycle chain',
	'Watering tomato plants',
	'Learning the ukulele',
	'Budget travel in Portugal',
	'Painting with watercolours',
	'Knitting a winter scarf',
	'Birdwatching at dawn',
];

let current: Post;
beforeAll( async () => {
	for ( const title of FILLERS ) {
		await create( { title, content: paragraph( `${ title }: notes.` ) } );
	}
	await create( {
		title: 'Sourdough starter basics',
		content: paragraph(
			'Feed the sourdough starter with flour and water; a lively starter makes good bread.'
		),
	} );
	await create( {
		title: 'Baking rye bread',
		content: paragraph( 'Rye flour, a sourdough starter and a hot oven.' ),
		excerpt: 'A dense sourdough loaf.',
	} );
	await create( {
		title: 'Mountain hiking boots',
		content: paragraph( 'Waterproof boots for alpine trails.' ),
	} );
	await create( {
		title: 'Sourdough draft',
		content: paragraph( 'sourdough sourdough starter bread' ),
		status: 'draft',
	} );
	await create(
		{
			title: 'Sourdough page',
			content: paragraph( 'sourdough starter bread' ),
		},
		'pages'
	);
	current = await create( {
		title: 'My sourdough bread',
		content:
			paragraph( 'How I bake sourdough bread with a starter.' ) + BLOCK(),
	} );
} );

describe( 'ranking', () => {
	it( 'lists similar published posts, most related first, never the post itself, drafts or pages', async () => {
		const found = await titles( current.id );
		expect( [ ...found ].sort() ).toEqual( [
			'Baking rye bread',
			'Sourdough starter basics',
		] );
	} );

	it( 'follows publish, update and delete', async () => {
		const late = await create( {
			title: 'Bake sourdough bread with a starter',
			content: paragraph(
				'How I bake my sourdough bread with a starter.'
			),
		} );
		expect( ( await titles( current.id ) )[ 0 ] ).toBe(
			'Bake sourdough bread with a starter'
		);
		await site.editor.rest( `/wp/v2/posts/${ late.id }`, {
			method: 'POST',
			body: { title: 'Tents', content: paragraph( 'Camping tents.' ) },
		} );
		expect( await titles( current.id ) ).not.toContain( 'Tents' );
		await site.editor.rest( `/wp/v2/posts/${ late.id }`, {
			method: 'POST',
			body: {
				title: 'Sourdough again',
				content: paragraph( 'sourdough bread starter' ),
				status: 'draft',
			},
		} );
		expect( await titles( current.id ) ).not.toContain( 'Sourdough again' );
		await site.editor.rest( `/wp/v2/posts/${ late.id }`, {
			method: 'POST',
			body: { status: 'publish' },
		} );
		expect( await titles( current.id ) ).toContain( 'Sourdough again' );
		await site.admin.rest( `/wp/v2/posts/${ late.id }?force=true`, {
			method: 'DELETE',
		} );
		expect( await titles( current.id ) ).not.toContain( 'Sourdough again' );
	} );

	it( 'returns no more than count', async () => {
		const all = await titles( current.id );
		expect( await titles( current.id, '?count=1' ) ).toEqual( [
			all[ 0 ],
		] );
	} );
} );

describe( 'route input', () => {
	it.each( [ '?count=0', '?count=7', '?count=abc' ] )(
		'refuses %s naming count',
		async ( query ) => {
			const { status, body } = await related( current.id, query );
			expect( status ).toBe( 400 );
			expect( JSON.stringify( body ) ).toContain( 'count' );
		}
	);

	it( 'answers 404 for an unknown post and 401 to visitors', async () => {
		expect( ( await related( 999999 ) ).status ).toBe( 404 );
		const anonymous = await fetch(
			`${ site.testSite.url }/wp-json/wpcom/v2/related-posts/${ current.id }`
		);
		expect( anonymous.status ).toBe( 401 );
	} );
} );

describe( 'published page', () => {
	it( 'shows the headline and the related posts with dates by default, in a navigation landmark', async () => {
		const page = await ( await fetch( current.link ) ).text();
		const nav =
			/<nav class="jp-relatedposts-i2 wp-block-jetpack-related-posts"[\s\S]*?<\/nav>/.exec(
				page
			)![ 0 ];
		expect( nav ).toContain( 'aria-label="Related Posts"' );
		expect( nav ).toContain( 'data-layout="grid"' );
		expect( nav ).toContain(
			'<h2 class="wp-block-heading">Read next</h2>'
		);
		expect( nav ).toContain( '>Sourdough starter basics</span>' );
		expect( nav ).toMatch(
			/jp-related-posts-i2__post-date">\w+ \d{1,2}, \d{4}</
		);
		expect( nav ).not.toContain( 'My sourdough bread' );
		expect( nav ).toMatch( /<link|<\/a>/ );
	} );

	it( 'renders nothing when no post is similar', async () => {
		const lonely = await create( {
			title: 'Quantum chromodynamics',
			content: paragraph( 'Gluons and quarks.' ) + BLOCK(),
		} );
		const page = await ( await fetch( lonely.link ) ).text();
		expect( page ).not.toContain( 'jp-relatedposts-i2' );
		expect( page ).not.toContain( 'Read next' );
	} );
} );
