/**
 * Uploads to wp/v2/media as a raw body, the way the editor's media upload sends a file.
 */
import type { SiteClient } from './site-client';

/**
 * An upload function that sends as `defaultClient()` unless given another client.
 * @param defaultClient who uploads by default (read at call time, e.g. a file's signed-in editor)
 */
export function rawUploader( defaultClient: () => SiteClient ) {
	return (
		data: Buffer,
		filename: string,
		type: string,
		client: SiteClient = defaultClient()
	) =>
		client.rest( '/wp/v2/media', {
			method: 'POST',
			body: data,
			headers: {
				'Content-Type': type,
				'Content-Disposition': `attachment; filename="${ filename }"`,
			},
		} );
}
