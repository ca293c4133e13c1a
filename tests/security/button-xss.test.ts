/**
 * The hostile URLs of tests/security/xss-urls.ts as a Button's `url`: harmless in what visitors
 * get (render.ts, link or saved markup), in the markup saved into the post (save, through
 * serialize), and when the saved markup itself was tampered with. The published-page side is
 * tests/server/links-published-xss.test.ts.
 */
import {
	createBlock,
	parse,
	registerBlockType,
	serialize,
	unregisterBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';
import renderButton from '../../blocks/button/render';
import save from '../../blocks/button/save';
import metadata from '../../blocks/button/block.json';
import { renderContext } from '../support/render-context';
import { findDangerousMarkup } from './dangerous-markup';
import { acceptedUrls, hostileUrls } from './xss-urls';

const context = renderContext();

beforeAll( () => {
	registerBlockType(
		metadata as unknown as BlockConfiguration,
		{ save, edit: () => null } as unknown as BlockConfiguration
	);
} );

afterAll( () => {
	unregisterBlockType( metadata.name );
} );

function hrefsOf( html: string ): Array< string | null > {
	const document = new DOMParser().parseFromString( html, 'text/html' );
	return Array.from( document.querySelectorAll( 'a' ) ).map( ( link ) =>
		link.getAttribute( 'href' )
	);
}

function savedButton( url: string ) {
	return serialize( [
		createBlock( metadata.name, {
			saveInPostContent: true,
			uniqueId: 'b1',
			text: 'Go',
			url,
		} ),
	] );
}

/** The inner HTML of a saved block (what the server hands its renderer). */
function innerOf( saved: string ): string {
	return saved
		.replace( /^<!-- wp:[^>]*-->\n?/, '' )
		.replace( /\n?<!-- \/wp:[^>]*-->$/, '' );
}

describe( 'the dangerous-markup checker can fail', () => {
	it.each(
		hostileUrls
			.filter( ( hostile ) => hostile.runsInBrowsers )
			.map( ( hostile ) => [ hostile.name, hostile.url ] )
	)( 'catches %s in an unfiltered link', ( _name, url ) => {
		expect(
			findDangerousMarkup( `<a href="${ url }">Go</a>` )
		).not.toEqual( [] );
	} );
} );

describe.each(
	hostileUrls.map( ( hostile ) => [ hostile.name, hostile.url ] )
)( 'Button url: %s', ( _name, url ) => {
	it( 'is left out of what visitors get (render.ts)', () => {
		for ( const element of [ undefined, 'a' ] ) {
			const html = renderButton(
				{ url, text: 'Go', element },
				'',
				context
			);
			expect( findDangerousMarkup( html ) ).toEqual( [] );
			expect( hrefsOf( html ) ).toEqual( [ null ] );
		}
	} );

	it( 'is left out of the saved post (save via serialize), which parses back valid', () => {
		const saved = savedButton( url );
		expect( findDangerousMarkup( saved ) ).toEqual( [] );
		expect( hrefsOf( saved ) ).toEqual( [ null ] );
		const [ block, ...rest ] = parse( saved );
		expect( rest ).toEqual( [] );
		expect( block.isValid ).toBe( true );
		expect( block.attributes.url ).toBe( url );
	} );

	it( 'does not reach visitors through markup saved with it (render.ts re-renders)', () => {
		const tampered = `<div class="wp-block-button jetpack-submit-button"><a class="wp-block-button__link" href="${ url }">Go</a></div>`;
		for ( const attributes of [
			{ saveInPostContent: true, url, text: 'Go' },
			{
				saveInPostContent: true,
				url: 'https://example.com',
				text: 'Go',
			},
		] ) {
			const html = renderButton( attributes, tampered, context );
			expect( findDangerousMarkup( html ) ).toEqual( [] );
			expect( html ).not.toContain( 'jetpack-submit-button' );
		}
	} );
} );

describe( 'accepted URLs', () => {
	it.each( acceptedUrls )(
		'keeps %j in render, save and saved markup',
		( url ) => {
			expect( hrefsOf( renderButton( { url }, '', context ) ) ).toEqual( [
				url,
			] );
			const saved = savedButton( url );
			expect( hrefsOf( saved ) ).toEqual( [ url ] );
			expect(
				renderButton(
					{ saveInPostContent: true, url, text: 'Go' },
					innerOf( saved ),
					context
				)
			).toBe( innerOf( saved ) );
		}
	);
} );
