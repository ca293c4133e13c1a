/**
 * Every payload of the corpus, written as a Markdown block's source, must come out harmless
 * both in what visitors get (render.ts) and in the markup saved into the post (save, through
 * serialize), and the saved post must parse back into a valid block.
 */
import { createBlock, parse, serialize } from '@wordpress/blocks';
import MarkdownIt from 'markdown-it';
import renderMarkdownBlock from '../../blocks/markdown/render';
import { renderMarkdown } from '../../blocks/markdown/markdown-renderer';
import settings from '../../blocks/markdown';
import metadata from '../../blocks/markdown/block.json';
import { registerSuiteBlock } from '../../shared/register-block';
import { renderContext } from '../support/render-context';
import { findDangerousMarkup, hasDangerousScheme } from './dangerous-markup';
import { xssPayloads } from './xss-payloads';

const context = renderContext();

/** What a careless implementation would do: raw HTML on, every URL accepted as written. */
const unsafe = new MarkdownIt( { html: true } );
unsafe.validateLink = () => true;
unsafe.normalizeLink = ( url ) => url;

const cases = xssPayloads.map(
	( payload ) => [ payload.name, payload ] as const
);

beforeAll( () => {
	registerSuiteBlock( { metadata, settings } );
} );

describe( 'the XSS corpus', () => {
	it( 'has at least 30 payloads with unique names, in every category', () => {
		expect( xssPayloads.length ).toBeGreaterThanOrEqual( 30 );
		expect( new Set( xssPayloads.map( ( p ) => p.name ) ).size ).toBe(
			xssPayloads.length
		);
		expect( new Set( xssPayloads.map( ( p ) => p.category ) ).size ).toBe(
			11
		);
	} );
} );

describe( 'the dangerous-markup checker can fail', () => {
	it.each(
		cases.filter( ( [ , payload ] ) => ! payload.harmlessEvenUnsanitised )
	)( 'catches %s when nothing sanitises it', ( _name, payload ) => {
		expect(
			findDangerousMarkup( unsafe.render( payload.markdown ) )
		).not.toEqual( [] );
	} );

	it.each( [
		[ '<script>alert(1)</script>', 'forbidden element <script>' ],
		[
			'<p><img src=x onerror=alert(1)></p>',
			'event handler onerror on <img>',
		],
		[
			'<a href=" &#14; jAvA&#x09;sCrIpT&#x0A;:alert(1)">x</a>',
			'dangerous URL in href on <a>',
		],
		[
			'<a href="vbscript:msgbox(1)">x</a>',
			'dangerous URL in href on <a>',
		],
		[ '<img src="data:image/svg+xml,x">', 'dangerous URL in src on <img>' ],
		[
			'<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
			'dangerous URL in xlink:href on <a>',
		],
		[
			'<button formaction="javascript:alert(1)">x</button>',
			'dangerous URL in formaction on <button>',
		],
		[
			'<template><img src=x onerror=alert(1)></template>',
			'event handler onerror on <img>',
		],
		[
			'<meta http-equiv="refresh" content="0">',
			'forbidden element <meta>',
		],
	] )( 'reports %s', ( html, finding ) => {
		expect( findDangerousMarkup( html ) ).toEqual(
			expect.arrayContaining( [ expect.stringContaining( finding ) ] )
		);
	} );

	it( 'does not report harmless markup', () => {
		expect(
			findDangerousMarkup(
				'<p><a href="https://example.com/javascript:x">a</a> <img src="/data:x.png" alt="data:"> javascript:alert(1)</p>'
			)
		).toEqual( [] );
		expect( hasDangerousScheme( 'https://example.com' ) ).toBe( false );
	} );
} );

describe.each( cases )( 'payload: %s', ( _name, payload ) => {
	it( 'is harmless in what visitors get (render.ts)', () => {
		const html = renderMarkdownBlock(
			{ source: payload.markdown },
			'',
			context
		);
		expect( findDangerousMarkup( html ) ).toEqual( [] );
	} );

	it( 'is harmless even when the saved HTML carries it unescaped (render.ts ignores it)', () => {
		const tampered = `<div class="wp-block-jetpack-markdown"><div>${ payload.markdown }</div></div>`;
		const html = renderMarkdownBlock(
			{ source: 'safe' },
			tampered,
			context
		);
		expect( findDangerousMarkup( html ) ).toEqual( [] );
	} );

	it( 'is harmless in the saved post (save via serialize) and in the editor preview', () => {
		const saved = serialize( [
			createBlock( 'jetpack/markdown', { source: payload.markdown } ),
		] );
		expect( findDangerousMarkup( saved ) ).toEqual( [] );
		expect(
			findDangerousMarkup( renderMarkdown( payload.markdown ) )
		).toEqual( [] );

		const [ block, ...rest ] = parse( saved );
		expect( rest ).toEqual( [] );
		expect( block.isValid ).toBe( true );
		expect( block.attributes.source ).toBe( payload.markdown );
	} );
} );
