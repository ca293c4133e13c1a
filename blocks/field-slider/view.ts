/**
 * Visitors' slider fields with JavaScript: the number beside each range
 * (shared/forms/markup/slider-markup.ts) follows the range as it moves.
 */
function follow( input: HTMLInputElement ) {
	const output = input
		.closest( '.jetpack-field-slider__row' )
		?.querySelector( 'output' );
	if ( output ) {
		output.textContent = input.value;
	}
}

function start() {
	document
		.querySelectorAll< HTMLInputElement >( '.jetpack-field-slider__input' )
		.forEach( ( input ) => {
			// The browser may restore a moved slider when the page is opened again.
			follow( input );
			input.addEventListener( 'input', () => follow( input ) );
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
