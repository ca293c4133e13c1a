/**
 * The embed blocks' server renderers with hostile URLs and attribute values
 * (embed-attributes.ts): nothing that runs, loads a non-https frame or leaves its attribute,
 * whether frames wait for the visitor's consent or load directly. The published-page side is
 * tests/server/embeds-published-xss.test.ts.
 */
import { serverBlocks } from '../../blocks/server';
import type { BlockRenderer } from '../../shared/render-context';
import { renderContext } from '../support/render-context';
import { embedOutputProblems, hostileEmbeds } from './embed-attributes';

const renderers = new Map< string, BlockRenderer >(
	serverBlocks
		.filter( ( block ) => block.render )
		.map( ( block ) => [ block.metadata.name, block.render! ] )
);

function problemsOf( html: string ): string[] {
	const document = new DOMParser().parseFromString( html, 'text/html' );
	return embedOutputProblems( document );
}

describe( 'the embed output checker can fail', () => {
	it( 'finds handlers, scripts, bad schemes and plain-http frames, also inside templates', () => {
		expect(
			problemsOf(
				'<a href="javascript:alert(1)">x</a><div onclick="x"></div><template><iframe src="http://a"></iframe><script></script><img src="http://b"><p style="background:url(x)"></p></template>'
			)
		).toEqual( [
			'A href=javascript:alert(1)',
			'DIV onclick',
			'iframe src=http://a',
			'element script',
			'img src=http://b',
			'P style=background:url(x)',
		] );
	} );
} );

describe.each( [
	[ 'consent first', renderContext() ],
	[
		'loading directly',
		{ ...renderContext(), embeds: { loadDirectly: true } },
	],
] )( 'embed renderers, %s', ( _mode, context ) => {
	it( 'has a renderer for each embed block', () => {
		for ( const name of [
			'jetpack/calendly',
			'jetpack/eventbrite',
			'jetpack/google-calendar',
			'jetpack/pinterest',
			'jetpack/opentable',
			'jetpack/gif',
		] ) {
			expect( renderers.has( name ) ).toBe( true );
		}
	} );

	it.each( hostileEmbeds.map( ( item ) => [ item.name, item ] as const ) )(
		'%s renders nothing dangerous',
		( _name, item ) => {
			const html = renderers.get( item.block )!(
				item.attributes,
				'',
				context
			);
			expect( problemsOf( html ) ).toEqual( [] );
		}
	);
} );
