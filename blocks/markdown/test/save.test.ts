import { createBlock, parse, serialize } from '@wordpress/blocks';
import { registerSuiteBlock } from '../../../shared/register-block';
import settings from '..';
import metadata from '../block.json';

beforeAll( () => {
	registerSuiteBlock( { metadata, settings } );
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
	it( 'saves the rendered HTML (the html attribute) in an inner div of the block wrapper', () => {
		const block = createBlock( 'jetpack/markdown', {
			source: 'Hello _world_',
			html: '<p>Hello <em>world</em></p>\n',
		} );
		expect( serialize( [ block ] ) ).toBe(
			post(
				{ source: 'Hello _world_' },
				'<div class="wp-block-jetpack-markdown"><div><p>Hello <em>world</em></p>\n</div></div>'
			)
		);
	} );

	it( 'needs no Markdown converter: save writes what the edit UI rendered, as it is', () => {
		const block = createBlock( 'jetpack/markdown', {
			source: 'Hello _world_',
			html: '<p>as the editor rendered it</p>',
		} );
		expect( serialize( [ block ] ) ).toContain(
			'<div><p>as the editor rendered it</p></div>'
		);
	} );

	it( 'puts alignment and custom classes on the wrapper, spacing on both divs', () => {
		const block = createBlock( 'jetpack/markdown', {
			source: 'x',
			html: '<p>x</p>\n',
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

	it( 'parses Jetpack content of the current shape as valid, reading the HTML back', () => {
		const html = post(
			{ source: '# Hi\n\n- a' },
			'<div class="wp-block-jetpack-markdown"><div><h1>Hi</h1>\n<ul>\n<li>a</li>\n</ul>\n</div></div>'
		);
		const [ block ] = parse( html );
		expect( block.isValid ).toBe( true );
		expect( block.attributes.html ).toBe(
			'<h1>Hi</h1>\n<ul>\n<li>a</li>\n</ul>\n'
		);
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
		expect( block.attributes ).toMatchObject( {
			source: 'Hello _world_',
			align: 'wide',
			html: '<p>Hello <em>world</em></p>\n',
		} );
		expect( serialize( [ block ] ) ).toContain(
			'<div class="wp-block-jetpack-markdown alignwide"><div><p>Hello <em>world</em></p>\n</div></div>'
		);
	} );

	it( 'keeps valid the links Jetpack saved that our converter no longer makes (visitors get render.ts)', () => {
		const source =
			'[files](ftp://example.com/f) ![dot](data:image/png;base64,AAAA)';
		const content = post(
			{ source },
			'<div class="wp-block-jetpack-markdown"><div><p><a href="ftp://example.com/f">files</a> <img src="data:image/png;base64,AAAA" alt="dot"></p>\n</div></div>'
		);
		const [ block ] = parse( content );
		expect( block.isValid ).toBe( true );
		expect( serialize( [ block ] ) ).toBe( content );
	} );

	it( 'flags markup that is not the Markdown block shape as invalid', () => {
		const [ block ] = parse(
			post(
				{ source: 'Hello' },
				'<section class="wp-block-jetpack-markdown"><p>Hello</p></section>'
			)
		);
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
		expect( block.isValid ).toBe( false );
	} );
} );
