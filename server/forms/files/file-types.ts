/**
 * The file types a visitor may attach to a form: Jetpack's list for its file field (images,
 * PDF, Office and OpenDocument files, Keynote, PGP keys), each recognised by its content — the
 * first bytes must be what the extension says. The client's Content-Type is never trusted, and
 * nothing that a browser would run (HTML, SVG, XML, scripts) is on the list.
 */

type Sniff = ( data: Buffer ) => boolean;

const startsWith =
	( ...signatures: Array< number[] | string > ): Sniff =>
	( data ) =>
		signatures.some( ( signature ) => {
			const bytes =
				typeof signature === 'string'
					? Buffer.from( signature, 'latin1' )
					: Buffer.from( signature );
			return (
				data.length >= bytes.length &&
				data.subarray( 0, bytes.length ).equals( bytes )
			);
		} );

const JPEG = startsWith( [ 0xff, 0xd8, 0xff ] );
const PNG = startsWith( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] );
const GIF = startsWith( 'GIF87a', 'GIF89a' );
const PDF = startsWith( '%PDF-' );
/** Compound File Binary: .doc, .xls, .ppt and their templates. */
const OLE = startsWith( [ 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1 ] );
/** Office Open XML, OpenDocument and Keynote files are ZIP archives. */
const ZIP = startsWith( [ 0x50, 0x4b, 0x03, 0x04 ] );
const WEBP: Sniff = ( data ) =>
	data.length >= 12 &&
	data.subarray( 0, 4 ).toString( 'latin1' ) === 'RIFF' &&
	data.subarray( 8, 12 ).toString( 'latin1' ) === 'WEBP';
const HEIF_BRANDS = [ 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis' ];
const HEIF: Sniff = ( data ) =>
	data.length >= 12 &&
	data.subarray( 4, 8 ).toString( 'latin1' ) === 'ftyp' &&
	[ ...HEIF_BRANDS, 'mif1', 'msf1' ].includes(
		data.subarray( 8, 12 ).toString( 'latin1' )
	);
const PGP: Sniff = ( data ) =>
	/^\s*-----BEGIN PGP [A-Z ]+-----/.test(
		data.subarray( 0, 64 ).toString( 'latin1' )
	);

export type FileType = { mime: string; sniff: Sniff; label: string };

const type = ( mime: string, sniff: Sniff, label: string ): FileType => ( {
	mime,
	sniff,
	label,
} );

/** Allowed extensions (lower case, no dot) → the type their content must have. */
export const FILE_TYPES: Readonly< Record< string, FileType > > = {
	jpg: type( 'image/jpeg', JPEG, 'JPEG' ),
	jpeg: type( 'image/jpeg', JPEG, 'JPEG' ),
	jpe: type( 'image/jpeg', JPEG, 'JPEG' ),
	png: type( 'image/png', PNG, 'PNG' ),
	gif: type( 'image/gif', GIF, 'GIF' ),
	webp: type( 'image/webp', WEBP, 'WebP' ),
	heic: type( 'image/heic', HEIF, 'HEIC' ),
	heics: type( 'image/heic-sequence', HEIF, 'HEIC' ),
	heif: type( 'image/heif', HEIF, 'HEIF' ),
	heifs: type( 'image/heif-sequence', HEIF, 'HEIF' ),
	pdf: type( 'application/pdf', PDF, 'PDF' ),
	doc: type( 'application/msword', OLE, 'Word' ),
	docx: type(
		'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		ZIP,
		'Word'
	),
	docm: type(
		'application/vnd.ms-word.document.macroEnabled.12',
		ZIP,
		'Word'
	),
	pot: type( 'application/vnd.ms-powerpoint', OLE, 'PowerPoint' ),
	pps: type( 'application/vnd.ms-powerpoint', OLE, 'PowerPoint' ),
	ppt: type( 'application/vnd.ms-powerpoint', OLE, 'PowerPoint' ),
	pptx: type(
		'application/vnd.openxmlformats-officedocument.presentationml.presentation',
		ZIP,
		'PowerPoint'
	),
	pptm: type(
		'application/vnd.ms-powerpoint.presentation.macroEnabled.12',
		ZIP,
		'PowerPoint'
	),
	ppsx: type(
		'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
		ZIP,
		'PowerPoint'
	),
	ppsm: type(
		'application/vnd.ms-powerpoint.slideshow.macroEnabled.12',
		ZIP,
		'PowerPoint'
	),
	xla: type( 'application/vnd.ms-excel', OLE, 'Excel' ),
	xls: type( 'application/vnd.ms-excel', OLE, 'Excel' ),
	xlt: type( 'application/vnd.ms-excel', OLE, 'Excel' ),
	xlw: type( 'application/vnd.ms-excel', OLE, 'Excel' ),
	xlsx: type(
		'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		ZIP,
		'Excel'
	),
	xlsm: type(
		'application/vnd.ms-excel.sheet.macroEnabled.12',
		ZIP,
		'Excel'
	),
	xlsb: type(
		'application/vnd.ms-excel.sheet.binary.macroEnabled.12',
		ZIP,
		'Excel'
	),
	odt: type( 'application/vnd.oasis.opendocument.text', ZIP, 'OpenDocument' ),
	key: type( 'application/vnd.apple.keynote', ZIP, 'Keynote' ),
	asc: type( 'application/pgp-keys', PGP, 'PGP key' ),
};

/** Types a browser shows but never runs; anything else is downloaded as octet-stream. */
const INERT_TYPES = new Set( [
	'image/jpeg',
	'image/png',
	'image/gif',
	'image/webp',
	'application/pdf',
] );

/**
 * The Content-Type a stored file is answered with: its recognised type when inert, else
 * `application/octet-stream` (a stored type that could be active, HTML, SVG or XML, never
 * goes out as such).
 * @param mime
 */
export function safeContentType( mime: string ): string {
	return INERT_TYPES.has( mime ) ? mime : 'application/octet-stream';
}

export function extensionOf( name: string ): string {
	const dot = name.lastIndexOf( '.' );
	return dot > 0 ? name.slice( dot + 1 ).toLowerCase() : '';
}

/**
 * The type of a file whose extension is allowed and whose bytes match it, else null.
 * @param name    the file name (its extension is checked)
 * @param data    the bytes
 * @param allowed the extensions this field accepts
 */
export function recogniseFile(
	name: string,
	data: Buffer,
	allowed: readonly string[]
): FileType | null {
	const extension = extensionOf( name );
	const known = Object.prototype.hasOwnProperty.call( FILE_TYPES, extension )
		? FILE_TYPES[ extension ]
		: null;
	return known && allowed.includes( extension ) && known.sniff( data )
		? known
		: null;
}
