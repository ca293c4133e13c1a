/**
 * Responsive image candidates from the site's image service (spec 002 §9): widths from
 * min(600, w) to min(2000, w) in steps of 300; square crops (the tiled gallery's circles and
 * squares) of at most min(2000, w, h). Pure: the tiled gallery's and the slideshow's renderers
 * use it.
 */

/** Largest side the image service is asked for in srcset and square crops. */
export const MAX_IMAGE_SIZE = 2000;
export const SRCSET_MIN_WIDTH = 600;
export const SRCSET_STEP = 300;

export function srcsetWidths( largest: number ): number[] {
	const top = Math.min( MAX_IMAGE_SIZE, Math.floor( largest ) );
	if ( ! ( top > 0 ) ) {
		return [];
	}
	const widths: number[] = [];
	for (
		let width = Math.min( SRCSET_MIN_WIDTH, top );
		width < top;
		width += SRCSET_STEP
	) {
		widths.push( width );
	}
	widths.push( top );
	return widths;
}

/**
 * The image-service URL of `url` with `params` (any query of the original dropped).
 * @param url
 * @param params
 */
export function imageServiceUrl(
	url: string,
	params: Record< string, string | number >
): string {
	const base = url.split( /[?#]/ )[ 0 ];
	const query = Object.entries( params )
		.map(
			( [ name, value ] ) =>
				`${ name }=${ encodeURIComponent( String( value ) ) }`
		)
		.join( '&' );
	return `${ base }?${ query }`;
}

export function imageSrcset(
	url: string,
	width: number,
	height: number,
	square: boolean
): string {
	if ( ! ( width > 0 && height > 0 ) ) {
		return '';
	}
	const largest = square ? Math.min( width, height ) : width;
	return srcsetWidths( largest )
		.map( ( size ) => {
			const params: Record< string, string | number > = square
				? { resize: `${ size },${ size }`, strip: 'info' }
				: { strip: 'info', w: size };
			return `${ imageServiceUrl( url, params ) } ${ size }w`;
		} )
		.join( ', ' );
}
