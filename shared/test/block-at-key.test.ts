/**
 * Finding a block by its `-` joined path in saved content, and only when it has the name asked.
 */
import { findBlockAtKey } from '../block-at-key';

const CONTENT =
	'<!-- wp:paragraph --><p>a</p><!-- /wp:paragraph -->' +
	'<!-- wp:group --><div><!-- wp:jetpack/mailchimp {"interests":["x"]} --><div></div><!-- /wp:jetpack/mailchimp --></div><!-- /wp:group -->';

it( 'finds the named block at a nested path', () => {
	expect(
		findBlockAtKey( CONTENT, '1-0', 'jetpack/mailchimp' )?.attrs
	).toEqual( { interests: [ 'x' ] } );
} );

it( 'answers null for another block, a path leading nowhere or a malformed key', () => {
	expect( findBlockAtKey( CONTENT, '0', 'jetpack/mailchimp' ) ).toBeNull();
	expect( findBlockAtKey( CONTENT, '1-1', 'jetpack/mailchimp' ) ).toBeNull();
	expect( findBlockAtKey( CONTENT, '1-', 'jetpack/mailchimp' ) ).toBeNull();
	expect( findBlockAtKey( CONTENT, '', 'jetpack/mailchimp' ) ).toBeNull();
} );
