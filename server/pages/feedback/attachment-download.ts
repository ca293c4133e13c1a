/**
 * `/wp-admin/edit.php?post_type=feedback&view=file&file=<uid>`: a file attached to a response,
 * for users who can read responses (the screen's session and capability check runs first).
 * Always a download, never a page of the site's origin: `Content-Disposition: attachment` with
 * the visitor's (sanitised) file name, a Content-Type that cannot run (octet-stream for anything
 * but plain images and PDF), `nosniff`, and a sandboxing Content-Security-Policy.
 */
import { attachmentByUid } from '../../forms/files/attachments';
import { attachmentDisposition } from '../../forms/files/file-names';
import { safeContentType } from '../../forms/files/file-types';
import type { RequestContext } from '../../site-context';
import { sendMessagePage } from '../guard';

export const ATTACHMENT_HEADERS = {
	'X-Content-Type-Options': 'nosniff',
	'Content-Security-Policy': "default-src 'none'; sandbox",
	'Cache-Control': 'private, no-store',
	'Cross-Origin-Resource-Policy': 'same-origin',
};

export async function sendAttachment( ctx: RequestContext ): Promise< void > {
	const uid = ctx.url.searchParams.get( 'file' ) ?? '';
	const file = await attachmentByUid( ctx.site.db, uid );
	const stream = file
		? await ctx.site.storage.read( file.storage_key )
		: null;
	if ( ! file || ! stream ) {
		return sendMessagePage(
			ctx,
			404,
			'File not found',
			'There is no attached file at this address. It may have been deleted with its response.'
		);
	}
	ctx.res.writeHead( 200, {
		...ATTACHMENT_HEADERS,
		'Content-Type': safeContentType( file.mime ),
		'Content-Disposition': attachmentDisposition( file.name ),
		'Content-Length': file.size,
	} );
	if ( ctx.req.method === 'HEAD' ) {
		stream.destroy();
		ctx.res.end();
		return;
	}
	await new Promise< void >( ( resolve ) => {
		stream.on( 'error', () => {
			ctx.res.destroy();
			resolve();
		} );
		stream.on( 'end', resolve );
		stream.pipe( ctx.res );
	} );
}
