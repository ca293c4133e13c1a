/**
 * The block editor's `mediaUpload` setting for this host, with the contract WordPress's own has
 * (MediaPlaceholder, MediaUpload's drop zones and FormFileUpload call it): each accepted file is
 * shown at once as a temporary `blob:` item through `onFileChange`, sent to `wp/v2/media`, then
 * replaced by the saved attachment. Files of a type the block does not allow are refused through
 * `onError` with a message naming the file; a failed upload names the file and the reason.
 */
import apiFetch from '@wordpress/api-fetch';
import { createBlobURL, revokeBlobURL } from '@wordpress/blob';
import { __, sprintf } from '@wordpress/i18n';

export type UploadedMedia = {
	id?: number;
	url: string;
	alt?: string;
	caption?: string;
	title?: string;
	width?: number;
	height?: number;
	mime?: string;
	type?: string;
};

export type MediaUploadOptions = {
	filesList: FileList | File[];
	onFileChange?: ( media: UploadedMedia[] ) => void;
	onError?: ( error: { code: string; message: string; file: File } ) => void;
	allowedTypes?: string[];
	additionalData?: Record< string, string >;
};

type AttachmentResponse = {
	id: number;
	source_url: string;
	alt_text?: string;
	caption?: { raw?: string; rendered?: string };
	title?: { raw?: string; rendered?: string };
	mime_type?: string;
	media_type?: string;
	media_details?: { width?: number; height?: number };
};

/**
 * True when the file's type is one of the allowed kinds (`image`) or exact types (`image/png`).
 * @param file         the file
 * @param allowedTypes the block's allowed types; none means any
 */
export function isAllowedType( file: File, allowedTypes?: string[] ) {
	if ( ! allowedTypes?.length ) {
		return true;
	}
	return allowedTypes.some( ( allowed ) =>
		allowed.includes( '/' )
			? file.type === allowed
			: file.type.startsWith( `${ allowed }/` )
	);
}

function fromAttachment( attachment: AttachmentResponse ): UploadedMedia {
	return {
		id: attachment.id,
		url: attachment.source_url,
		alt: attachment.alt_text ?? '',
		caption: attachment.caption?.raw ?? '',
		title: attachment.title?.raw ?? '',
		width: attachment.media_details?.width,
		height: attachment.media_details?.height,
		mime: attachment.mime_type,
		type: attachment.media_type,
	};
}

export async function mediaUpload( {
	filesList,
	onFileChange,
	onError,
	allowedTypes,
	additionalData,
}: MediaUploadOptions ): Promise< void > {
	const files = Array.from( filesList );
	const items: Array< UploadedMedia | null > = [];
	const report = () =>
		onFileChange?.(
			items.filter( ( item ): item is UploadedMedia => item !== null )
		);

	const accepted = files.filter( ( file ) => {
		if ( isAllowedType( file, allowedTypes ) ) {
			return true;
		}
		onError?.( {
			code: 'MIME_TYPE_NOT_ALLOWED_FOR_USER',
			message: sprintf(
				/* translators: %s: file name */
				__( '%s: This file type is not allowed here.', 'jetpack' ),
				file.name
			),
			file,
		} );
		return false;
	} );
	if ( ! accepted.length ) {
		return;
	}
	accepted.forEach( ( file, index ) => {
		items[ index ] = { url: createBlobURL( file ) };
	} );
	report();

	await Promise.all(
		accepted.map( async ( file, index ) => {
			const blob = items[ index ]?.url;
			const body = new FormData();
			body.append( 'file', file, file.name );
			for ( const [ key, value ] of Object.entries(
				additionalData ?? {}
			) ) {
				body.append( key, value );
			}
			try {
				const attachment = await apiFetch< AttachmentResponse >( {
					path: '/wp/v2/media',
					method: 'POST',
					body,
				} );
				items[ index ] = fromAttachment( attachment );
			} catch ( error ) {
				items[ index ] = null;
				const reason =
					( error as { message?: string } )?.message ??
					__( 'The upload failed.', 'jetpack' );
				onError?.( {
					code: 'GENERAL',
					message: sprintf(
						/* translators: 1: file name, 2: why the upload failed */
						__( '%1$s: %2$s', 'jetpack' ),
						file.name,
						reason
					),
					file,
				} );
			}
			report();
			if ( blob ) {
				revokeBlobURL( blob );
			}
		} )
	);
}
