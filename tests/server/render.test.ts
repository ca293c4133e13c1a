/**
 * The render pipeline of published posts: static blocks as saved, dynamic blocks through their
 * renderer (with inner blocks rendered first), and per-block assets only when present.
 */
import {
	renderContent,
	type ServerBlockDefinition,
} from '../../server/render/render-content';
import type { RenderContext } from '../../shared/render-context';
import { startTestSite, type TestSite } from './support/test-site';

const context: RenderContext = {
	site: {
		locale: 'en_US',
		startOfWeek: 1,
		timeFormat: 'g:i a',
		dateFormat: 'F j, Y',
		title: 'Test',
		url: 'http://x',
	},
	post: { id: 1, slug: 'p', title: 'P' },
};

const greeting: ServerBlockDefinition = {
	slug: 'greeting',
	metadata: {
		name: 'demo/greeting',
		style: 'file:./style.css',
		viewScript: 'file:./view.js',
	},
	render: ( attributes, innerHTML, ctx ) =>
		`<section class="greeting" data-locale="${ ctx.site.locale }">Hello ${ String( attributes.name ?? 'world' ) }${ innerHTML }</section>`,
};
const staticOnly: ServerBlockDefinition = {
	slug: 'plain',
	metadata: { name: 'demo/plain', style: 'file:./style.css' },
};

describe( 'renderContent', () => {
	it( 'outputs static blocks as saved and replaces dynamic ones by their renderer', () => {
		const content =
			'<!-- wp:paragraph --><p>Intro</p><!-- /wp:paragraph -->\n\n' +
			'<!-- wp:demo/greeting {"name":"Ann"} /-->\n\n' +
			'<!-- wp:demo/plain --><div class="plain">Saved</div><!-- /wp:demo/plain -->';
		const { html, blockNames } = renderContent(
			content,
			[ greeting, staticOnly ],
			context
		);
		expect( html ).toBe(
			'<p>Intro</p>\n\n<section class="greeting" data-locale="en_US">Hello Ann</section>\n\n<div class="plain">Saved</div>'
		);
		expect( [ ...blockNames ] ).toEqual( [
			'core/paragraph',
			'demo/greeting',
			'demo/plain',
		] );
	} );

	it( 'renders inner blocks before handing the inner HTML to the parent renderer', () => {
		const content =
			'<!-- wp:demo/greeting {"name":"outer"} --><div class="inner-wrap">' +
			'<!-- wp:demo/greeting {"name":"inner"} /-->' +
			'</div><!-- /wp:demo/greeting -->';
		const { html } = renderContent( content, [ greeting ], context );
		expect( html ).toBe(
			'<section class="greeting" data-locale="en_US">Hello outer<div class="inner-wrap"><section class="greeting" data-locale="en_US">Hello inner</section></div></section>'
		);
	} );

	it( 'keeps the saved markup when a renderer throws, and reports it', () => {
		const failures: string[] = [];
		const broken: ServerBlockDefinition = {
			slug: 'broken',
			metadata: { name: 'demo/broken' },
			render: () => {
				throw new Error( 'boom' );
			},
		};
		const { html } = renderContent(
			'<!-- wp:demo/broken --><p>fallback</p><!-- /wp:demo/broken -->',
			[ broken ],
			context,
			( name ) => failures.push( name )
		);
		expect( html ).toBe( '<p>fallback</p>' );
		expect( failures ).toEqual( [ 'demo/broken' ] );
	} );

	it( 'gives classic (block-less) content paragraphs', () => {
		expect(
			renderContent( 'One\nline two\n\nThree', [], context ).html
		).toBe( '<p>One<br />\nline two</p>\n<p>Three</p>' );
	} );
} );

describe( 'published page assets', () => {
	let t: TestSite;

	beforeAll( async () => {
		t = await startTestSite( { serverBlocks: [ greeting, staticOnly ] } );
		t.writeBuildFile( 'blocks/greeting/view.js', 'window.greeted = true;' );
		t.writeBuildFile( 'blocks/greeting/style.css', '.greeting{color:red}' );
		t.writeBuildFile( 'blocks/plain/style.css', '.plain{color:blue}' );
	} );

	afterAll( () => t.close() );

	const publish = async ( title: string, content: string ) => {
		const editor = await t.editor();
		return (
			await editor.rest( '/wp/v2/posts', {
				method: 'POST',
				body: { title, content, status: 'publish' },
			} )
		).body;
	};

	it( 'links the view script and style a block’s block.json declares, only on pages holding the block', async () => {
		const withBlock = await publish(
			'With greeting',
			'<!-- wp:demo/greeting {"name":"Bob"} /-->'
		);
		const page = await (
			await fetch( `${ t.url }/${ withBlock.slug }/` )
		).text();
		expect( page ).toContain(
			'<section class="greeting" data-locale="en_US">Hello Bob</section>'
		);
		expect( page ).toContain(
			'<script src="/build/blocks/greeting/view.js" defer></script>'
		);
		expect( page ).toContain(
			'<link rel="stylesheet" href="/build/blocks/greeting/style.css">'
		);
		expect( page ).not.toContain( '/build/blocks/plain/' );

		const without = await publish(
			'Without',
			'<!-- wp:paragraph --><p>Nothing special</p><!-- /wp:paragraph -->'
		);
		const plainPage = await (
			await fetch( `${ t.url }/?p=${ without.id }` )
		).text();
		expect( plainPage ).not.toContain( '/build/blocks/' );
		expect( plainPage ).toContain(
			'<link rel="stylesheet" href="/build/vendor/block-library.css">'
		);
	} );

	it( 'links the style of a block without a renderer, and no script it does not declare', async () => {
		const post = await publish(
			'Plain',
			'<!-- wp:demo/plain --><div class="plain">Saved</div><!-- /wp:demo/plain -->'
		);
		const page = await (
			await fetch( `${ t.url }/${ post.slug }/` )
		).text();
		expect( page ).toContain(
			'<link rel="stylesheet" href="/build/blocks/plain/style.css">'
		);
		expect( page ).not.toContain( '/build/blocks/plain/view.js' );
	} );

	it( 'serves the built files with their content types', async () => {
		const script = await fetch(
			`${ t.url }/build/blocks/greeting/view.js`
		);
		expect( script.headers.get( 'content-type' ) ).toBe(
			'text/javascript; charset=UTF-8'
		);
		expect( await script.text() ).toBe( 'window.greeted = true;' );
		const style = await fetch(
			`${ t.url }/build/blocks/greeting/style.css`
		);
		expect( style.headers.get( 'content-type' ) ).toBe(
			'text/css; charset=UTF-8'
		);
		const library = await fetch(
			`${ t.url }/build/vendor/block-library.css`
		);
		expect( library.status ).toBe( 200 );
		expect( await library.text() ).toContain( '.wp-block-' );
	} );

	it( 'gives REST content.rendered from the same pipeline', async () => {
		const post = await publish(
			'Rendered',
			'<!-- wp:demo/greeting {"name":"Cy"} /-->'
		);
		const response = await t.client().rest( `/wp/v2/posts/${ post.id }` );
		expect( response.body.content.rendered ).toBe(
			'<section class="greeting" data-locale="en_US">Hello Cy</section>'
		);
	} );
} );

describe( 'with the suite’s own blocks (blocks/server.ts)', () => {
	let t: TestSite;

	beforeAll( async () => {
		// No serverBlocks option: the site uses blocks/server.ts, as in production.
		t = await startTestSite( { serverBlocks: undefined } );
		t.writeBuildFile(
			'blocks/business-hours/style.css',
			'.jetpack-business-hours{}'
		);
	} );

	afterAll( () => t.close() );

	it( 'renders Business Hours in the site language, starting on the site’s first day', async () => {
		const admin = await t.admin();
		await admin.rest( '/wp/v2/settings', {
			method: 'POST',
			body: { language: 'fr_FR', start_of_week: 0 },
		} );
		const content =
			'<!-- wp:jetpack/business-hours {"days":[{"name":"Sun","hours":[]},{"name":"Mon","hours":[{"opening":"09:00","closing":"17:00"}]}]} /-->';
		const { body: post } = await admin.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'Horaires', content, status: 'publish' },
		} );
		const page = await (
			await fetch( `${ t.url }/${ post.slug }/` )
		).text();
		expect( page ).toContain( '<html lang="fr-FR">' );
		// The week starts on Sunday (start_of_week 0), with French day names.
		expect( page ).toMatch(
			/<dl class="jetpack-business-hours wp-block-jetpack-business-hours"><div class="jetpack-business-hours__item"><dt class="Sun">dimanche<\/dt>.*<dt class="Mon">lundi<\/dt>/i
		);
		expect( page ).toContain(
			'<link rel="stylesheet" href="/build/blocks/business-hours/style.css">'
		);
		expect( page ).not.toContain( '/build/blocks/business-hours/view.js' );
	} );
} );
