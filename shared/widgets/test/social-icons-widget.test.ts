/**
 * An old Social Icons widget in a legacy-widget block converts to social links: one link per
 * icon, its service found from the address through the mapping table, 'chain' when none fits,
 * the widget's size and new-tab settings kept, its title as a heading.
 */
import '../../../tools/audit-content/text-encoding';
import { registerCoreBlocks } from '@wordpress/block-library';
import {
	createBlock,
	getBlockType,
	getPossibleBlockTransformations,
	parse,
	serialize,
	switchToBlockType,
} from '@wordpress/blocks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
	SOCIAL_ICON_SERVICES,
	socialServiceFor,
} from '../social-icon-services';
import { registerLegacyWidgetBlock } from '../legacy-widget-block';
import { offerSocialIconsWidgetConversion } from '../social-icons-conversion';
import { SOCIAL_ICONS_WIDGET } from '../social-icons-widget';

beforeAll( () => {
	// As both editors do, before the core blocks register; a second call adds nothing.
	offerSocialIconsWidgetConversion();
	offerSocialIconsWidgetConversion();
	registerCoreBlocks();
	registerLegacyWidgetBlock();
} );

function widget(
	raw: Record< string, unknown >,
	idBase = SOCIAL_ICONS_WIDGET
) {
	return createBlock( 'core/legacy-widget', {
		idBase,
		instance: { encoded: '', hash: '', raw },
	} );
}

describe( 'social icon mapping table', () => {
	it( 'has about 40 services, each once', () => {
		const services = SOCIAL_ICON_SERVICES.map( ( [ service ] ) => service );
		expect( services.length ).toBeGreaterThanOrEqual( 38 );
		expect( new Set( services ).size ).toBe( services.length );
	} );

	it.each( [
		[ 'https://www.facebook.com/example', 'facebook' ],
		[ 'https://twitter.com/example', 'x' ],
		[ 'https://www.instagram.com/example/', 'instagram' ],
		[ 'https://github.com/example', 'github' ],
		[ 'https://youtu.be/abc', 'youtube' ],
		[ 'mailto:me@example.com', 'mail' ],
		[ 'https://example.com/feed/', 'feed' ],
		[ 'https://mastodon.social/@example', 'mastodon' ],
		[ 'https://example.org/about', 'chain' ],
	] )( '%s → %s', ( url, service ) => {
		expect( socialServiceFor( url ) ).toBe( service );
	} );
} );

describe( 'converting the widget', () => {
	it( 'is one transform of core/social-links, from the legacy widget', () => {
		const from = (
			getBlockType( 'core/social-links' ) as {
				transforms?: { from?: Array< { blocks?: string[] } > };
			}
		 ).transforms?.from;
		expect(
			from?.filter( ( transform ) =>
				transform.blocks?.includes( 'core/legacy-widget' )
			)
		).toHaveLength( 1 );
	} );

	it( 'offers the conversion only for the Social Icons widget', () => {
		const names = ( block: ReturnType< typeof widget > ) =>
			getPossibleBlockTransformations( [ block ] ).map(
				( type ) => type.name
			);
		expect( names( widget( { icons: [] } ) ) ).toContain(
			'core/social-links'
		);
		expect( names( widget( { title: 'x' }, 'text' ) ) ).not.toContain(
			'core/social-links'
		);
	} );

	it( 'makes one social link per icon, with the settings and a heading', () => {
		const result = switchToBlockType(
			widget( {
				title: 'Follow me',
				'icon-size': 'large',
				'new-tab': true,
				icons: [
					{ url: 'https://www.facebook.com/example' },
					{ url: 'https://example.org/portfolio' },
					{ url: '' },
					{ url: 'javascript:alert(1)' },
					{ url: 'https://github.com/example' },
				],
			} ),
			'core/social-links'
		)!;
		expect( result.map( ( block ) => block.name ) ).toEqual( [
			'core/heading',
			'core/social-links',
		] );
		expect( String( result[ 0 ].attributes.content ) ).toBe( 'Follow me' );
		const links = result[ 1 ];
		expect( links.attributes ).toMatchObject( {
			openInNewTab: true,
			size: 'has-large-icon-size',
		} );
		expect(
			links.innerBlocks.map( ( link ) => [
				link.name,
				link.attributes.service,
				link.attributes.url,
			] )
		).toEqual( [
			[
				'core/social-link',
				'facebook',
				'https://www.facebook.com/example',
			],
			[ 'core/social-link', 'chain', 'https://example.org/portfolio' ],
			[ 'core/social-link', 'github', 'https://github.com/example' ],
		] );
	} );
} );

describe( 'a saved Social Icons widget (fixture)', () => {
	const fixture = ( name: string ) =>
		readFileSync( path.join( __dirname, 'fixtures', name ), 'utf8' );
	const saved = fixture( 'core__legacy-widget__social-icons.html' );

	it( 'opens valid as a legacy widget and converts to the named links', () => {
		const [ block, ...rest ] = parse( saved );
		expect( rest ).toEqual( [] );
		expect( block ).toMatchObject( {
			name: 'core/legacy-widget',
			isValid: true,
			attributes: { idBase: SOCIAL_ICONS_WIDGET },
		} );
		const converted = switchToBlockType( block, 'core/social-links' )!;
		expect( serialize( converted ) ).toBe(
			fixture( 'core__social-links__from-widget.html' ).trim()
		);
	} );
} );
