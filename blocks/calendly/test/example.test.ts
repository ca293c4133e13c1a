/**
 * The block's inserter example (spec 000 §9): "The sample URL is a demo page of that service",
 * the scheduling service's own demo page for the block, shown inline with the default settings.
 */
import metadata from '../block.json';
import { CALENDLY_ORIGIN, isCalendlyUrl } from '../calendly-url';

describe( 'Calendly example', () => {
	const example = metadata.example.attributes as Record< string, unknown >;

	it( 'shows the service’s demo page for the block, inline', () => {
		expect( example.url ).toBe(
			`${ CALENDLY_ORIGIN }wpcom/jetpack-block-example`
		);
		expect( isCalendlyUrl( example.url ) ).toBe( true );
		expect( example.style ).toBe( 'inline' );
		expect( example.hideEventTypeDetails ).toBe( false );
	} );
} );
