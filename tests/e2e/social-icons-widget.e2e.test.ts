/**
 * An old Social Icons widget end to end (spec 002 §3): a post holding the widget as WordPress's
 * widget screens saved it (a core/legacy-widget block with the widget's settings,
 * shared/widgets/test/fixtures/) opens in the editor, which names the widget and offers the
 * conversion; Convert gives a heading and social links (the mapping table's services, 'chain'
 * for an address it does not know); once published, a visitor gets the named links with their
 * icons, opening in a new tab as the widget did, and axe finds nothing on the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
	blockValidity,
	editorCanvas,
	editorOpensSavedPost,
	editorSessionForThisFile,
	findAccessibilityViolations,
	getEditedBlocks,
	publishPost,
} from '../support/e2e';

const session = editorSessionForThisFile();

const widget = readFileSync(
	path.join(
		__dirname,
		'../../shared/widgets/test/fixtures/core__legacy-widget__social-icons.html'
	),
	'utf8'
).trim();

describe( 'Social Icons widget conversion', () => {
	it( 'converts the saved widget to social links, which visitors see named', async () => {
		const { page, browser } = session;
		await editorOpensSavedPost( session, {
			title: 'Find us online',
			content: widget,
		} );

		const canvas = editorCanvas( page );
		await canvas
			.getByText(
				'The widget “jetpack_widget_social_icons” is only shown on WordPress sites.'
			)
			.waitFor();
		await expect( blockValidity( page ) ).resolves.toEqual( [
			'core/legacy-widget: valid',
		] );
		await canvas
			.getByRole( 'button', { name: 'Convert to social links' } )
			.click();

		const blocks = await getEditedBlocks( page );
		expect( blocks.map( ( block ) => block.name ) ).toEqual( [
			'core/heading',
			'core/social-links',
		] );
		expect( blocks[ 1 ].attributes ).toMatchObject( {
			openInNewTab: true,
			size: 'has-large-icon-size',
		} );
		expect(
			blocks[ 1 ].innerBlocks.map( ( link ) => link.attributes.service )
		).toEqual( [ 'facebook', 'github', 'instagram', 'chain', 'mail' ] );

		const url = await publishPost( page );
		const visitor = await browser.newPage();
		await visitor.goto( url );
		const list = visitor.locator(
			'.entry-content ul.wp-block-social-links'
		);
		await expect(
			visitor.getByRole( 'heading', { name: 'Follow Us' } ).count()
		).resolves.toBe( 1 );
		const links = list.getByRole( 'link' );
		await expect( links.count() ).resolves.toBe( 5 );
		const named = await links.evaluateAll( ( anchors ) =>
			anchors.map( ( anchor ) => [
				anchor.textContent,
				anchor.getAttribute( 'href' ),
				anchor.getAttribute( 'target' ),
				// The icon is drawn: an inline SVG with a real size on the page.
				Math.round(
					anchor.querySelector( 'svg' )!.getBoundingClientRect().width
				) > 0,
			] )
		);
		expect( named ).toEqual( [
			[
				'Facebook',
				'https://www.facebook.com/sourdoughclub',
				'_blank',
				true,
			],
			[ 'GitHub', 'https://github.com/sourdoughclub', '_blank', true ],
			[
				'Instagram',
				'https://www.instagram.com/sourdoughclub/',
				'_blank',
				true,
			],
			[ 'Link', 'https://sourdough.example/about', '_blank', true ],
			[ 'Mail', 'mailto:hello@sourdough.example', '_blank', true ],
		] );
		// The names are for screen readers: the icons sit side by side on one row.
		const tops = await list
			.locator( 'li' )
			.evaluateAll( ( items ) =>
				items.map( ( item ) =>
					Math.round( item.getBoundingClientRect().top )
				)
			);
		expect( new Set( tops ).size ).toBe( 1 );
		await expect(
			visitor.getByRole( 'link', { name: 'GitHub' } ).isVisible()
		).resolves.toBe( true );
		expect(
			await findAccessibilityViolations( visitor, { include: 'main' } )
		).toEqual( [] );
		await visitor.close();
	} );
} );
