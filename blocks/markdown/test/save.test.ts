import { createBlock, parse, serialize } from '@wordpress/blocks';
import { registerSuiteBlock } from '../../../shared/register-block';
import markdown from '..';

beforeAll( () => {
	registerSuiteBlock( markdown );
} );

beforeEach( () => {
	// Migrations print a collapsed "Updated Block" group, which jest-console does not track.
	jest.spyOn( console, 'groupCollapsed' ).mockImplementation( () => {} );
	jest.spyOn( console, 'groupEnd' ).mockImplementation( () => {} );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

function post( attrs: Record< string, unknown >, inner: string ) {
	return `<!-- wp:jetpack/markdown ${ JSON.stringify( attrs ) } -->\n${ inner }\n<!-- /wp:jetpack/markdown -->`;
}

describe( 'Markdown saved markup', () => {
	it( 'saves the rendered Markdown in an inner div of the block wrapper', () => {
		const block = createBlock( 'jetpack/markdown', {
			source: 'Hello _world_',
		} );
		expect( serialize( [ block ] ) ).toBe(
			post(
				{ source: 'Hello _world_' },
				'<div class="wp-block-jetpack-markdown"><div><p>Hello <em>world</em></p>\n</div></div>'
			)
		);
	} );

	it( 'puts alignment and custom classes on the wrapper, spacing on both divs', () => {
		const block = createBlock( 'jetpack/markdown', {
			source: 'x',
			align: 'full',
			className: 'note',
			style: {
				spacing: {
					padding: { top: '8px' },
					margin: { bottom: 'var:preset|spacing|30' },
				},
			},
		} );
		const style =
			'margin-bottom:var(--wp--preset--spacing--30);padding-top:8px';
		expect( serialize( [ block ] ) ).toContain(
			`<div class="wp-block-jetpack-markdown alignfull note" style="${ style }"><div style="${ style }"><p>x</p>\n</div></div>`
		);
	} );

	it( 'saves an empty inner div for an empty source', () => {
		const block = createBlock( 'jetpack/markdown', {} );
		expect( serialize( [ block ] ) ).toContain(
			'<div class="wp-block-jetpack-markdown"><div></div></div>'
		);
	} );

	it( 'parses Jetpack content of the current shape as valid', () => {
		const html = post(
			{ source: '# Hi\n\n- a' },
			'<div class="wp-block-jetpack-markdown"><div><h1>Hi</h1>\n<ul>\n<li>a</li>\n</ul>\n</div></div>'
		);
		const [ block ] = parse( html );
		expect( block.isValid ).toBe( true );
		expect( serialize( [ block ] ) ).toBe( html );
	} );

	it( 'parses the older shape (HTML directly in the wrapper) and saves it in the current shape', () => {
		const [ block ] = parse(
			post(
				{ source: 'Hello _world_', align: 'wide' },
				'<div class="wp-block-jetpack-markdown alignwide"><p>Hello <em>world</em></p>\n</div>'
			)
		);
		expect( console ).toHaveInformed();
		expect( block.isValid ).toBe( true );
		expect( block.attributes ).toEqual( {
			source: 'Hello _world_',
			align: 'wide',
		} );
		expect( serialize( [ block ] ) ).toContain(
			'<div class="wp-block-jetpack-markdown alignwide"><div><p>Hello <em>world</em></p>\n</div></div>'
		);
	} );

	it( 'accepts links Jetpack saved that we no longer make, and re-saves them as text', () => {
		const source =
			'[files](ftp://example.com/f) ![dot](data:image/png;base64,AAAA)';
		const [ block ] = parse(
			post(
				{ source },
				'<div class="wp-block-jetpack-markdown"><div><p><a href="ftp://example.com/f">files</a> <img src="data:image/png;base64,AAAA" alt="dot"></p>\n</div></div>'
			)
		);
		expect( console ).toHaveInformed();
		expect( block.isValid ).toBe( true );
		const saved = serialize( [ block ] );
		expect( saved ).not.toContain( 'href=' );
		expect( saved ).not.toContain( '<img' );
		expect( saved ).toContain(
			'<p>[files](ftp://example.com/f) ![dot](data:image/png;base64,AAAA)</p>'
		);
	} );

	it( 'flags saved HTML that does not match the source as invalid', () => {
		const [ block ] = parse(
			post(
				{ source: 'Hello' },
				'<div class="wp-block-jetpack-markdown"><div><p>Hello</p><script>alert(1)</script>\n</div></div>'
			)
		);
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
		expect( block.isValid ).toBe( false );
	} );
} );
