/**
 * What the file upload field (`jetpack/field-file`) tells authors and visitors about its limits:
 * the kinds of file an author may allow (the extensions the server accepts, grouped as the
 * sidebar offers them), the documented site maxima, and the field's limits as read from its
 * attributes (`maxfiles`, `maxFileSize` in MB, `fileTypes`). The server (server/forms/files/)
 * is the authority: it recognises each file by its content and caps every limit by the site's
 * configured maxima, which may be lower than the defaults here.
 */

/** Kinds of file, with the extensions each covers (server/forms/files/file-types.ts's list). */
export const FILE_KINDS: ReadonlyArray< {
	key: string;
	label: string;
	extensions: readonly string[];
} > = [
	{
		key: 'images',
		label: 'Images (JPEG, PNG, GIF, WebP, HEIC)',
		extensions: [
			'jpg',
			'jpeg',
			'jpe',
			'png',
			'gif',
			'webp',
			'heic',
			'heics',
			'heif',
			'heifs',
		],
	},
	{ key: 'pdf', label: 'PDF', extensions: [ 'pdf' ] },
	{
		key: 'documents',
		label: 'Documents (Word, OpenDocument, Keynote)',
		extensions: [ 'doc', 'docx', 'docm', 'odt', 'key', 'asc' ],
	},
	{
		key: 'spreadsheets',
		label: 'Spreadsheets (Excel)',
		extensions: [ 'xla', 'xls', 'xlt', 'xlw', 'xlsx', 'xlsm', 'xlsb' ],
	},
	{
		key: 'presentations',
		label: 'Presentations (PowerPoint)',
		extensions: [ 'pot', 'pps', 'ppt', 'pptx', 'pptm', 'ppsx', 'ppsm' ],
	},
];

const ALL_EXTENSIONS = FILE_KINDS.flatMap( ( kind ) => kind.extensions );

/** The site maxima's defaults (FORMS_UPLOAD_MAX_FILE_MB, FORMS_UPLOAD_MAX_FILES). */
export const SITE_MAX_FILE_MB = 20;
export const SITE_MAX_FILES = 10;

export type FileFieldLimits = {
	maxFiles: number;
	/** Megabytes; the site maximum when the field sets none. */
	maxFileMb: number;
	/** Allowed extensions (every allowed one when the field sets none). */
	extensions: string[];
};

function positive( value: unknown ): number | null {
	const number = typeof value === 'string' ? Number( value ) : value;
	return typeof number === 'number' && Number.isFinite( number ) && number > 0
		? number
		: null;
}

/**
 * The field's limits as its attributes set them, within the documented site maxima.
 * @param attrs the field block's attributes
 */
export function fileFieldLimits(
	attrs: Record< string, unknown >
): FileFieldLimits {
	const chosen = Array.isArray( attrs.fileTypes )
		? attrs.fileTypes
				.filter( ( item ): item is string => typeof item === 'string' )
				.map( ( item ) =>
					item.trim().replace( /^\./, '' ).toLowerCase()
				)
				.filter( ( item ) => ALL_EXTENSIONS.includes( item ) )
		: [];
	return {
		maxFiles: Math.min(
			Math.max( Math.floor( positive( attrs.maxfiles ) ?? 1 ), 1 ),
			SITE_MAX_FILES
		),
		maxFileMb: Math.min(
			positive( attrs.maxFileSize ) ?? SITE_MAX_FILE_MB,
			SITE_MAX_FILE_MB
		),
		extensions: chosen.length ? [ ...new Set( chosen ) ] : ALL_EXTENSIONS,
	};
}

/**
 * The `accept` attribute of the file input: `.pdf,.png`.
 * @param limits
 */
export function acceptOf( limits: FileFieldLimits ): string {
	return limits.extensions
		.map( ( extension ) => `.${ extension }` )
		.join( ',' );
}
