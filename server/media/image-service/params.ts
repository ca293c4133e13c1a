/**
 * The image service's query parameters, as WordPress.com's image service takes them on a
 * media URL: `w`, `h` (px), `resize=W,H` (crop to exactly that box), `lb=W,H` (fit inside
 * the box and pad), `ulb=true` (trim padding bars), `strip=info` (drop metadata). Each value is
 * checked; the first bad one is named in the refusal. Other query parameters (cache busters
 * such as `ver`, `ssl`) are ignored.
 */
export const MAX_DIMENSION = 5000;

export const IMAGE_PARAMS = [
	'w',
	'h',
	'resize',
	'lb',
	'ulb',
	'strip',
] as const;

export type ResizeRequest = {
	width?: number;
	height?: number;
	/** Crop to exactly this box (scaled down, never up, to fit the original). */
	crop?: { width: number; height: number };
	/** Fit inside this box and pad to it. */
	letterbox?: { width: number; height: number };
	unletterbox: boolean;
	stripInfo: boolean;
};

export class ImageParamError extends Error {
	constructor(
		readonly parameter: string,
		detail: string
	) {
		super( `Invalid parameter: ${ parameter } (${ detail }).` );
	}
}

const WHOLE = /^[1-9]\d{0,5}$/;
const range = `a whole number of pixels from 1 to ${ MAX_DIMENSION }`;

function dimension( parameter: string, value: string ): number {
	const number = WHOLE.test( value ) ? Number( value ) : NaN;
	if ( ! ( number >= 1 && number <= MAX_DIMENSION ) ) {
		throw new ImageParamError( parameter, range );
	}
	return number;
}

function box( parameter: string, value: string ) {
	const parts = value.split( ',' );
	if ( parts.length !== 2 ) {
		throw new ImageParamError( parameter, `width,height, each ${ range }` );
	}
	return {
		width: dimension( parameter, parts[ 0 ].trim() ),
		height: dimension( parameter, parts[ 1 ].trim() ),
	};
}

/** True when the query asks the image service for anything. */
export function wantsImageService( query: URLSearchParams ): boolean {
	return IMAGE_PARAMS.some( ( name ) => query.has( name ) );
}

export function parseImageParams( query: URLSearchParams ): ResizeRequest {
	const request: ResizeRequest = { unletterbox: false, stripInfo: false };
	for ( const name of IMAGE_PARAMS ) {
		const values = query.getAll( name );
		if ( values.length > 1 ) {
			throw new ImageParamError( name, 'given more than once' );
		}
	}
	const get = ( name: string ) => query.get( name );
	const w = get( 'w' );
	const h = get( 'h' );
	if ( w !== null ) {
		request.width = dimension( 'w', w );
	}
	if ( h !== null ) {
		request.height = dimension( 'h', h );
	}
	const resize = get( 'resize' );
	if ( resize !== null ) {
		request.crop = box( 'resize', resize );
	}
	const lb = get( 'lb' );
	if ( lb !== null ) {
		if ( request.crop ) {
			throw new ImageParamError( 'lb', 'cannot be combined with resize' );
		}
		request.letterbox = box( 'lb', lb );
	}
	const ulb = get( 'ulb' );
	if ( ulb !== null ) {
		if ( ! [ 'true', '1' ].includes( ulb ) ) {
			throw new ImageParamError( 'ulb', 'only true or 1' );
		}
		request.unletterbox = true;
	}
	const strip = get( 'strip' );
	if ( strip !== null ) {
		if ( strip !== 'info' ) {
			throw new ImageParamError( 'strip', 'only info' );
		}
		request.stripInfo = true;
	}
	return request;
}

/**
 * One canonical string per distinct request, for the cache key.
 * @param request
 */
export function canonicalParams( request: ResizeRequest ): string {
	return JSON.stringify( [
		request.width ?? 0,
		request.height ?? 0,
		request.crop ? [ request.crop.width, request.crop.height ] : 0,
		request.letterbox
			? [ request.letterbox.width, request.letterbox.height ]
			: 0,
		request.unletterbox,
		request.stripInfo,
	] );
}
