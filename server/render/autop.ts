/**
 * A small wpautop: blank lines separate paragraphs, single line breaks become `<br />`, and
 * chunks that already start with a block-level element are left alone.
 */
const BLOCK_LEVEL =
	/^<\/?(p|div|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption|hr|section|article|aside|header|footer|form|fieldset|details|summary|address|dl|dt|dd|iframe|video|audio|!--)/i;

export function autop( text: string ): string {
	return text
		.replace( /\r\n?/g, '\n' )
		.split( /\n\s*\n/ )
		.map( ( chunk ) => chunk.trim() )
		.filter( Boolean )
		.map( ( chunk ) =>
			BLOCK_LEVEL.test( chunk )
				? chunk
				: `<p>${ chunk.replace( /\n/g, '<br />\n' ) }</p>`
		)
		.join( '\n' );
}
