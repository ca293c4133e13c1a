/**
 * What visitors get for a file upload field (`jetpack/field-file`): its label tied to a real
 * `<input type="file" name="<field>[]">` (keyboard and screen-reader usable as the browser
 * makes it, `multiple` when more than one file is allowed, `accept` from the allowed kinds)
 * inside the dropzone with the author's text, the limits in words (described-by the input),
 * and the server's error naming the refused files when a submission is answered. Works without
 * JavaScript (the form posts multipart/form-data); the view script adds dropping files and
 * checks them as they are chosen.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import {
	acceptOf,
	FILE_KINDS,
	fileFieldLimits,
	type FileFieldLimits,
} from '../../shared/forms/model/file-field';
import { labelFor } from '../../shared/forms/markup/field-markup';
import { fileFieldPlace } from '../../shared/forms/markup/form-place';
import { htmlAttributes, markup, raw } from '../../shared/render/html';

/** "PDF, PNG": the kinds the field accepts (in general words when it accepts them all). */
function kindsText( limits: FileFieldLimits ): string {
	const all = FILE_KINDS.every( ( kind ) =>
		kind.extensions.every( ( extension ) =>
			limits.extensions.includes( extension )
		)
	);
	return all
		? __( 'images, PDF and office documents', 'jetpack' )
		: limits.extensions
				.map( ( extension ) => extension.toUpperCase() )
				.join( ', ' );
}

function limitsText( limits: FileFieldLimits ): string {
	return sprintf(
		/* translators: 1: how many files, 2: size in MB, 3: the kinds of file allowed */
		_n(
			'Up to %1$d file of at most %2$s MB: %3$s.',
			'Up to %1$d files of at most %2$s MB each: %3$s.',
			limits.maxFiles,
			'jetpack'
		),
		limits.maxFiles,
		String( limits.maxFileMb ),
		kindsText( limits )
	);
}

/** The dropzone the author wrote (jetpack/dropzone's saved div), opened for the input. */
function dropzoneParts( innerHTML: string ): [ string, string ] {
	// The field's own bare `<div>` (current shape) around the parts.
	const inner =
		/^\s*<div>([\s\S]*)<\/div>\s*$/.exec( innerHTML )?.[ 1 ] ?? innerHTML;
	const match =
		/<div class="wp-block-jetpack-dropzone([^"]*)"[^>]*>([\s\S]*)<\/div>\s*$/.exec(
			inner
		);
	const classes = match ? match[ 1 ] : '';
	const text = match
		? match[ 2 ]
		: markup`<p>${ __(
				'Drag and drop or click to select a file.',
				'jetpack'
			) }</p>`.toString();
	return [ `wp-block-jetpack-dropzone${ classes }`, text.trim() ];
}

const renderFieldFile: BlockRenderer = ( attributes, innerHTML, context ) => {
	const attrs =
		attributes && typeof attributes === 'object' ? attributes : {};
	const { field, submission } = fileFieldPlace( context, attrs );
	const error = submission?.errors[ field.name ] ?? null;
	const limits = fileFieldLimits( field.attrs );
	const [ dropzoneClass, dropzoneText ] = dropzoneParts( innerHTML );
	const limitsId = `${ field.domId }-limits`;
	const errorId = `${ field.domId }-error`;
	const width = [ 25, 50, 75, 100 ].includes( Number( field.attrs.width ) )
		? Number( field.attrs.width )
		: 100;
	return markup`<div${ htmlAttributes( {
		class: [
			'jetpack-field',
			'jetpack-field-file',
			'wp-block-jetpack-field-file',
			`jetpack-field--width-${ width }`,
			...( error ? [ 'jetpack-field--invalid' ] : [] ),
		].join( ' ' ),
		'data-jf-field': field.name,
		'data-jf-id': field.domId,
		'data-jf-label': field.label,
		'data-jf-file': '',
		'data-jf-max-files': String( limits.maxFiles ),
		'data-jf-max-bytes': String(
			Math.floor( limits.maxFileMb * 1024 * 1024 )
		),
		// The view script's messages, translated here (the server's wording, server/forms/files).
		'data-jf-message-count':
			/* translators: 1: the most files allowed, 2: how many were chosen */
			_n(
				'You can attach at most %1$d file (you chose %2$d).',
				'You can attach at most %1$d files (you chose %2$d).',
				limits.maxFiles,
				'jetpack'
			),
		'data-jf-message-size':
			/* translators: 1: file name, 2: size such as 20 MB */
			__( '“%1$s” is too large: files can be at most %2$s.', 'jetpack' ),
		'data-jf-message-type':
			/* translators: 1: file name, 2: list of kinds such as PDF, JPEG */
			__(
				'“%1$s” is not an allowed type of file. Allowed: %2$s.',
				'jetpack'
			),
		'data-jf-accept': limits.extensions.join( ',' ),
		'data-jf-kinds': kindsText( limits ),
	} ) }>${ labelFor( field ) }<div${ htmlAttributes( {
		class: `${ dropzoneClass } jetpack-form-file-field__dropzone`,
		'data-jf-dropzone': '',
	} ) }>${ raw( dropzoneText ) }<input${ htmlAttributes( {
		type: 'file',
		id: field.domId,
		name: `${ field.name }[]`,
		class: 'jetpack-form-file-field__input',
		accept: acceptOf( limits ),
		multiple: limits.maxFiles > 1,
		required: field.required,
		'aria-invalid': error ? 'true' : null,
		'aria-describedby': error ? `${ limitsId } ${ errorId }` : limitsId,
	} ) }></div><p class="jetpack-form-file-field__limits" id="${ limitsId }">${ limitsText(
		limits
	) }</p><ul class="jetpack-form-file-field__chosen" aria-live="polite"></ul>${
		error
			? markup`<p class="jetpack-field__error" id="${ errorId }">${ error }</p>`
			: null
	}</div>`.toString();
};

export default renderFieldFile;
