/**
 * An old Social Icons widget in a legacy-widget block converts to social links: one link per
 * icon, its service found from the address through the mapping table, 'chain' when none fits,
 * the widget's size and new-tab settings kept, its title as a heading.
 */
import '../../../tools/audit-content/text-encoding';
import { registerCoreBlocks } from '@wordpress/block-library';
import {
	createBlock,
	getPossibleBlockTransformations,
	switchToBlockType,
} from '@wordpress/blocks';
import { addFilter } from '@wordpress/hooks';
import {
	SOCIAL_ICON_SERVICES,
	socialServiceFor,
} from '../social-icon-services';
import { registerLegacyWidgetBlock } from '../legacy-widget-block';
import {
	addSocialIconsWidgetTransform,
	SOCIAL_ICONS_WIDGET,
} from '../social-icons-widget';

beforeAll( () => {
	addFilter(
		'blocks.registerBlockType',
		'jetpack/social-icons-widget-transform',
		addSocialIconsWidgetTransform
	);
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
