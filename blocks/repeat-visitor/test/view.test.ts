/**
 * The counting view script: each load of a page holding the block adds one to the
 * `jp-visit-counter` cookie (path = the page), starting from what Jetpack's script left there.
 */
import { countVisit } from '../view';

function clearCounter() {
	document.cookie = 'jp-visit-counter=; Max-Age=0; Path=/';
}

function counter() {
	return /(?:^|;\s*)jp-visit-counter=([^;]*)/.exec( document.cookie )?.[ 1 ];
}

describe( 'Repeat Visitor view script', () => {
	beforeEach( () => {
		clearCounter();
		document.body.innerHTML = '';
	} );

	it( 'counts nothing on a page without the block', () => {
		countVisit();
		expect( counter() ).toBeUndefined();
	} );

	it( 'counts each view of a page with the block, continuing an existing count', () => {
		document.body.innerHTML =
			'<div class="wp-block-jetpack-repeat-visitor"></div>';
		countVisit();
		expect( counter() ).toBe( '1' );
		countVisit();
		expect( counter() ).toBe( '2' );
		document.cookie = 'jp-visit-counter=41; Path=/';
		countVisit();
		expect( counter() ).toBe( '42' );
	} );
} );
