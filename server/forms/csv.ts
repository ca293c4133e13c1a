/**
 * CSV export of responses: UTF-8 with a byte-order mark (so spreadsheet programs read accents
 * right), CRLF line ends, RFC 4180 quoting (a cell with a comma, quote, CR or LF is quoted,
 * quotes doubled), and formula defusing: a cell starting with `=`, `+`, `-`, `@`, tab or CR
 * gets a leading `'` so a spreadsheet shows it as text instead of running it.
 * Columns: Response ID, Submitted, Form, Status, then one per field label (first seen first), then IP address.
 * A file field's cell lists its files, one a line: `name (download address)`.
 */
import { attachmentText } from './files/attachments';
import type { StoredResponse } from './responses';

const STATUS_LABELS: Record< string, string > = {
	publish: 'Inbox',
	spam: 'Spam',
	trash: 'Trash',
};

export function defuse( value: string ): string {
	return /^[=+\-@\t\r]/.test( value ) ? `'${ value }` : value;
}

export function csvCell( value: string ): string {
	const safe = defuse( value );
	return /[",\r\n]/.test( safe ) ? `"${ safe.replace( /"/g, '""' ) }"` : safe;
}

export function csvRow( cells: string[] ): string {
	return cells.map( csvCell ).join( ',' );
}

/**
 * @param responses
 * @param siteUrl   the site's address, for the files' download links
 */
export function responsesCsv(
	responses: StoredResponse[],
	siteUrl: string
): string {
	const labels: string[] = [];
	for ( const response of responses ) {
		for ( const field of response.fields ) {
			if ( ! labels.includes( field.label ) ) {
				labels.push( field.label );
			}
		}
	}
	const lines = [
		csvRow( [
			'Response ID',
			'Submitted',
			'Form',
			'Status',
			...labels,
			'IP address',
		] ),
	];
	for ( const response of responses ) {
		const byLabel = new Map< string, string >();
		for ( const field of response.fields ) {
			const files = response.files.filter(
				( file ) => file.field_name === field.name
			);
			let text = Array.isArray( field.value )
				? field.value.join( ', ' )
				: field.value;
			if ( field.type === 'file' ) {
				text = files
					.map( ( file ) => attachmentText( siteUrl, file ) )
					.join( '\n' );
			}
			const previous = byLabel.get( field.label );
			byLabel.set(
				field.label,
				previous ? `${ previous }, ${ text }` : text
			);
		}
		lines.push(
			csvRow( [
				String( response.id ),
				response.created_at,
				response.form_title,
				STATUS_LABELS[ response.status ] ?? response.status,
				...labels.map( ( label ) => byLabel.get( label ) ?? '' ),
				response.ip,
			] )
		);
	}
	return '\uFEFF' + lines.join( '\r\n' ) + '\r\n';
}
