/**
 * A minimal WordPress export (WXR 1.2) holding the given posts, written the way WordPress
 * writes one: titles and content in CDATA, "]]>" inside content split across two sections.
 * @param items
 */
export function wxrExport(
	items: Array< { id: number; title: string; content: string } >
) {
	const cdata = ( text: string ) =>
		`<![CDATA[${ text.split( ']]>' ).join( ']]]]><![CDATA[>' ) }]]>`;
	return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title>My site</title>
	<wp:wxr_version>1.2</wp:wxr_version>
${ items
	.map(
		( item ) => `	<item>
		<title>${ cdata( item.title ) }</title>
		<content:encoded>${ cdata( item.content ) }</content:encoded>
		<excerpt:encoded><![CDATA[]]></excerpt:encoded>
		<wp:post_id>${ item.id }</wp:post_id>
		<wp:post_type><![CDATA[post]]></wp:post_type>
		<wp:postmeta><wp:meta_key><![CDATA[_edit_last]]></wp:meta_key><wp:meta_value><![CDATA[1]]></wp:meta_value></wp:postmeta>
	</item>`
	)
	.join( '\n' ) }
</channel>
</rss>
`;
}
