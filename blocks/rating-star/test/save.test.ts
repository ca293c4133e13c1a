/**
 * The saved fallback and its deprecation: Jetpack's stored content must parse valid with
 * exactly its attributes, the apiVersion 3 shape must migrate, and the star count must
 * follow the rating.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
	createBlock,
	getSaveContent,
	parse,
	serialize,
} from '@wordpress/blocks';
import { registerSuiteBlock } from '../../../shared/register-block';
import settings from '..';
import metadata from '../block.json';

const OWN_FIXTURES = path.join( __dirname, 'fixtures' );

function starSpans( html: string ): number {
	return ( html.match( /<span[^>]*>★<\/span>/g ) || [] ).length;
}

beforeAll( () => {
	registerSuiteBlock( { metadata, settings } );
} );

describe( 'saved fallback', () => {
	it( 'parses the Jetpack fixture as valid with exactly its attributes', () => {
		const html = readFileSync(
			path.join( OWN_FIXTURES, 'jetpack__rating-star.html' ),
			'utf8'
		);
		const expected = JSON.parse(
			readFileSync(
				path.join( OWN_FIXTURES, 'jetpack__rating-star.json' ),
				'utf8'
			)
		);
		const [ block ] = parse( html );
		expect( block.isValid ).toBe( true );
		expect( block.attributes ).toEqual( expected[ 0 ].attributes );
		expect( block.attributes ).toEqual( {
			rating: 3,
			maxRating: 7,
			color: '#39414D',
			align: 'left',
			className: 'is-style-outlined',
		} );
	} );

	it( 're-serializes Jetpack content byte for byte', () => {
		const html = readFileSync(
			path.join( OWN_FIXTURES, 'jetpack__rating-star.html' ),
			'utf8'
		);
		expect( serialize( parse( html ) ) ).toBe( html.trim() );
	} );

	it.each( [
		[ 0, 0 ],
		[ 0.5, 1 ],
		[ 1, 1 ],
		[ 2.5, 3 ],
		[ 3, 3 ],
		[ 9.5, 10 ],
	] )( 'saves a rating of %s as %s stars', ( rating, count ) => {
		const html = getSaveContent( 'jetpack/rating-star', {
			rating,
			maxRating: 10,
			align: 'left',
			color: '#ff0000',
		} );
		expect( starSpans( html ) ).toBe( count );
		expect( html ).toMatch(
			/^<figure class="wp-block-jetpack-rating-star" style="text-align:left">/
		);
	} );

	it( 'colours every saved star and omits the colour when there is none', () => {
		const coloured = getSaveContent( 'jetpack/rating-star', {
			rating: 2,
			maxRating: 5,
			align: 'center',
			color: '#123456',
		} );
		expect( coloured ).toContain( 'style="text-align:center"' );
		expect( coloured.match( /style="color:#123456"/g ) ).toHaveLength( 2 );

		const plain = getSaveContent( 'jetpack/rating-star', {
			rating: 2,
			maxRating: 5,
			align: 'left',
		} );
		expect( plain ).not.toContain( 'color' );
		expect( starSpans( plain ) ).toBe( 2 );
	} );

	it( 'round-trips a new half rating as valid', () => {
		const block = createBlock( 'jetpack/rating-star', {
			rating: 2.5,
			color: '#aabbcc',
		} );
		const [ parsed ] = parse( serialize( [ block ] ) );
		expect( parsed.isValid ).toBe( true );
		expect( parsed.attributes ).toEqual( {
			rating: 2.5,
			maxRating: 5,
			color: '#aabbcc',
			align: 'left',
		} );
	} );

	it( 'flags tampered markup as invalid', () => {
		const html =
			'<!-- wp:jetpack/rating-star {"rating":2} -->\n<figure class="wp-block-jetpack-rating-star" style="text-align:left"><span>★</span></figure>\n<!-- /wp:jetpack/rating-star -->';
		const [ block ] = parse( html );
		expect( block.isValid ).toBe( false );
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
	} );
} );

describe( 'deprecation v1 (apiVersion 3 div wrapper)', () => {
	const shape2 =
		'<!-- wp:jetpack/rating-star {"rating":2.5,"color":"#39414D","align":"center","className":"is-style-outlined"} -->\n' +
		'<div class="wp-block-jetpack-rating-star is-style-outlined"><figure style="text-align:center">' +
		'<span style="color:#39414D">★</span><span style="color:#39414D">★</span><span style="color:#39414D">★</span>' +
		'</figure></div>\n<!-- /wp:jetpack/rating-star -->';

	it( 'accepts the div-wrapped shape and keeps its attributes', () => {
		const [ block ] = parse( shape2 );
		expect( block.isValid ).toBe( true );
		expect( console ).toHaveInformed();
		expect( block.attributes ).toEqual( {
			rating: 2.5,
			maxRating: 5,
			color: '#39414D',
			align: 'center',
			className: 'is-style-outlined',
		} );
	} );

	it( 'migrates it to the current figure markup on the next save', () => {
		const serialized = serialize( parse( shape2 ) );
		expect( console ).toHaveInformed();
		expect( serialized ).not.toContain( '<div' );
		expect( serialized ).toContain(
			'<figure class="wp-block-jetpack-rating-star is-style-outlined" style="text-align:center">'
		);
		expect( starSpans( serialized ) ).toBe( 3 );
		const [ reparsed ] = parse( serialized );
		expect( reparsed.isValid ).toBe( true );
	} );

	it( 'accepts an empty class attribute on the inner figure', () => {
		const html = shape2.replace(
			'<figure style=',
			'<figure class="" style='
		);
		expect( parse( html )[ 0 ].isValid ).toBe( true );
		expect( console ).toHaveInformed();
	} );
} );
