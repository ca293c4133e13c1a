/**
 * An attachment as `wp/v2/media` returns it.
 */
import { gmtField, localField } from '../dates';
import type { AttachmentRow } from '../db/schema';
import { escapeHtml } from '../../shared/render/escape';
import type { SiteSettings } from '../settings/settings';

export function uploadUrl( siteUrl: string, file: string ): string {
	return `${ siteUrl.replace( /\/+$/, '' ) }/wp-content/uploads/${ file.split( '/' ).map( encodeURIComponent ).join( '/' ) }`;
}

export function mediaResponse(
	settings: SiteSettings,
	row: AttachmentRow,
	context: 'view' | 'edit' | 'embed'
) {
	const base = settings.url.replace( /\/+$/, '' );
	const edit = context === 'edit';
	const sourceUrl = uploadUrl( base, row.file );
	const text = ( value: string, wrap: boolean ) => ( {
		rendered:
			value && wrap
				? `<p>${ escapeHtml( value ) }</p>\n`
				: escapeHtml( value ),
		...( edit ? { raw: value } : {} ),
	} );
	return {
		id: row.id,
		date: localField( row.date_gmt, settings.timezone_string ),
		date_gmt: gmtField( row.date_gmt ),
		guid: { rendered: sourceUrl, ...( edit ? { raw: sourceUrl } : {} ) },
		modified: localField( row.modified_gmt, settings.timezone_string ),
		modified_gmt: gmtField( row.modified_gmt ),
		slug: row.slug,
		status: 'inherit',
		type: 'attachment',
		link: `${ base }/?attachment_id=${ row.id }`,
		title: text( row.title, false ),
		author: row.author_id,
		comment_status: 'closed',
		ping_status: 'closed',
		template: '',
		meta: {},
		description: text( '', true ),
		caption: text( row.caption, true ),
		alt_text: row.alt_text,
		media_type: 'image',
		mime_type: row.mime_type,
		media_details: {
			width: row.width,
			height: row.height,
			file: row.file,
			filesize: row.filesize,
			sizes: {
				full: {
					file: row.file.split( '/' ).pop(),
					width: row.width,
					height: row.height,
					filesize: row.filesize,
					mime_type: row.mime_type,
					source_url: sourceUrl,
				},
			},
			image_meta: {},
		},
		post: null,
		source_url: sourceUrl,
		...( edit ? { missing_image_sizes: [] } : {} ),
		_links: {
			self: [ { href: `${ base }/wp-json/wp/v2/media/${ row.id }` } ],
			collection: [ { href: `${ base }/wp-json/wp/v2/media` } ],
		},
	};
}
