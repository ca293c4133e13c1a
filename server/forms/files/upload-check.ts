/**
 * Checking the files a visitor attached to a form's file fields, against each field's limits
 * (its block settings, never above the site's maxima) — count, size per file and type
 * (extension on the allow-list AND content recognised as that type). Each refused file is named
 * in the field's error; the form is then shown again with the rest of the visitor's input.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	FileFieldDef,
	FormModel,
} from '../../../shared/forms/model/form-model';
import { formatBytes } from '../../http/body';
import type { MultipartFile } from '../../http/multipart';
import type { FormsConfig } from '../config';
import { FILE_TYPES, recogniseFile } from './file-types';
import { safeFileName } from './file-names';

const MB = 1024 * 1024;

export type FileLimits = {
	maxFiles: number;
	maxFileBytes: number;
	/** Allowed extensions, lower case, without the dot. */
	extensions: string[];
};

/** A checked file, ready to be stored with the response. */
export type AcceptedFile = {
	field: string;
	position: number;
	name: string;
	extension: string;
	mime: string;
	data: Buffer;
};

export type UploadCheck = {
	/** Field name → message naming each refused file. */
	errors: Record< string, string >;
	accepted: AcceptedFile[];
};

function positiveNumber( value: unknown ): number | null {
	const number = typeof value === 'string' ? Number( value ) : value;
	return typeof number === 'number' && Number.isFinite( number ) && number > 0
		? number
		: null;
}

/**
 * A field's limits: `maxfiles` (Jetpack's attribute, default 1), `maxFileSize` (megabytes) and
 * `fileTypes` (extensions), each capped by the site's configuration.
 * @param field
 * @param config
 */
export function fileLimits(
	field: Pick< FileFieldDef, 'attrs' >,
	config: Pick< FormsConfig, 'uploadMaxFiles' | 'uploadMaxFileBytes' >
): FileLimits {
	const { attrs } = field;
	const maxFiles = Math.floor( positiveNumber( attrs.maxfiles ) ?? 1 );
	const sizeMb = positiveNumber( attrs.maxFileSize );
	const chosen = Array.isArray( attrs.fileTypes )
		? attrs.fileTypes
				.filter( ( item ): item is string => typeof item === 'string' )
				.map( ( item ) =>
					item.trim().replace( /^\./, '' ).toLowerCase()
				)
				.filter( ( item ) =>
					Object.prototype.hasOwnProperty.call( FILE_TYPES, item )
				)
		: [];
	return {
		maxFiles: Math.min( Math.max( maxFiles, 1 ), config.uploadMaxFiles ),
		maxFileBytes: Math.min(
			sizeMb ? Math.floor( sizeMb * MB ) : Infinity,
			config.uploadMaxFileBytes
		),
		extensions: chosen.length ? chosen : Object.keys( FILE_TYPES ),
	};
}

/**
 * "PDF, JPEG, PNG": the kinds of file a field accepts, for its messages.
 * @param limits
 */
export function allowedKinds( limits: FileLimits ): string {
	return [
		...new Set(
			limits.extensions.map(
				( extension ) => FILE_TYPES[ extension ].label
			)
		),
	].join( ', ' );
}

export const FILE_MESSAGES = {
	required: () => __( 'This field is required.', 'jetpack' ),
	tooMany: ( max: number, chosen: number ) =>
		sprintf(
			/* translators: 1: the most files allowed, 2: how many were chosen */
			_n(
				'You can attach at most %1$d file (you chose %2$d).',
				'You can attach at most %1$d files (you chose %2$d).',
				max,
				'jetpack'
			),
			max,
			chosen
		),
	tooLarge: ( name: string, limit: number ) =>
		sprintf(
			/* translators: 1: file name, 2: size such as 20 MB */
			__( '“%1$s” is too large: files can be at most %2$s.', 'jetpack' ),
			name,
			formatBytes( limit )
		),
	badType: ( name: string, kinds: string ) =>
		sprintf(
			/* translators: 1: file name, 2: list of kinds such as PDF, JPEG */
			__(
				'“%1$s” is not an allowed type of file. Allowed: %2$s.',
				'jetpack'
			),
			name,
			kinds
		),
	empty: ( name: string ) =>
		sprintf(
			/* translators: %s: file name */
			__( '“%s” is empty.', 'jetpack' ),
			name
		),
};

/**
 * The files sent for a file field (by its input name, with or without `[]`).
 * @param field
 * @param files
 */
export function partsOf(
	field: Pick< FileFieldDef, 'name' >,
	files: MultipartFile[]
) {
	// A file input with nothing chosen still sends an empty part with an empty file name.
	return files.filter(
		( file ) =>
			( file.field === field.name ||
				file.field === `${ field.name }[]` ) &&
			! ( file.filename === '' && file.data.length === 0 )
	);
}

export function checkUploads(
	model: Pick< FormModel, 'fileFields' >,
	files: MultipartFile[],
	config: Pick< FormsConfig, 'uploadMaxFiles' | 'uploadMaxFileBytes' >
): UploadCheck {
	const result: UploadCheck = { errors: {}, accepted: [] };
	for ( const field of model.fileFields ) {
		const limits = fileLimits( field, config );
		const parts = partsOf( field, files );
		const problems: string[] = [];
		if ( ! parts.length && field.required ) {
			problems.push( FILE_MESSAGES.required() );
		}
		if ( parts.length > limits.maxFiles ) {
			problems.push(
				FILE_MESSAGES.tooMany( limits.maxFiles, parts.length )
			);
		}
		const accepted: AcceptedFile[] = [];
		for ( const part of parts ) {
			const name = safeFileName( part.filename );
			const type = recogniseFile( name, part.data, limits.extensions );
			if ( ! part.data.length ) {
				problems.push( FILE_MESSAGES.empty( name ) );
			} else if ( part.data.length > limits.maxFileBytes ) {
				problems.push(
					FILE_MESSAGES.tooLarge( name, limits.maxFileBytes )
				);
			} else if ( ! type ) {
				problems.push(
					FILE_MESSAGES.badType( name, allowedKinds( limits ) )
				);
			} else {
				accepted.push( {
					field: field.name,
					position: accepted.length,
					name,
					extension: name
						.slice( name.lastIndexOf( '.' ) + 1 )
						.toLowerCase(),
					mime: type.mime,
					data: part.data,
				} );
			}
		}
		if ( problems.length ) {
			result.errors[ field.name ] = problems.join( ' ' );
		} else {
			result.accepted.push( ...accepted );
		}
	}
	return result;
}
