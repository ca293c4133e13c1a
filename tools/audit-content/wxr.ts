/**
 * Reads the posts of a WordPress export (WXR, an RSS 2.0 file): for every <item>, its
 * <title>, <wp:post_id>, <wp:post_type> and the post content in <content:encoded>.
 *
 * A small scanner rather than an XML library: it knows tags, CDATA sections, comments,
 * processing instructions and character references, which is all WXR uses. Text inside
 * CDATA is never taken for markup, so post content that contains "</item>" is safe, and an
 * element's text is the concatenation of its text and CDATA parts, which undoes the
 * "]]]]><![CDATA[>" split WordPress writes when content contains "]]>".
 */
export type ExportedPost = {
	postId: string;
	title: string;
	postType: string;
	content: string;
};

const namedEntities: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
};

export function decodeXmlText( text: string ): string {
	return text.replace(
		/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
		( whole, ref: string ) => {
			if ( ref[ 0 ] === '#' ) {
				const code =
					ref[ 1 ] === 'x' || ref[ 1 ] === 'X'
						? parseInt( ref.slice( 2 ), 16 )
						: parseInt( ref.slice( 1 ), 10 );
				return Number.isFinite( code )
					? String.fromCodePoint( code )
					: whole;
			}
			return namedEntities[ ref.toLowerCase() ] ?? whole;
		}
	);
}

/**
 * Index just past the end of a tag that starts at `start` ("<"), skipping quoted attribute values.
 * @param xml
 * @param start
 */
function endOfTag( xml: string, start: number ): number {
	let quote = '';
	for ( let i = start + 1; i < xml.length; i++ ) {
		const char = xml[ i ];
		if ( quote ) {
			if ( char === quote ) {
				quote = '';
			}
		} else if ( char === '"' || char === "'" ) {
			quote = char;
		} else if ( char === '>' ) {
			return i + 1;
		}
	}
	throw new Error( `Unterminated tag at offset ${ start }` );
}

function skipPast(
	xml: string,
	from: number,
	terminator: string,
	what: string
): number {
	const end = xml.indexOf( terminator, from );
	if ( end === -1 ) {
		throw new Error( `Unterminated ${ what } at offset ${ from }` );
	}
	return end + terminator.length;
}

const itemFields: Record< string, keyof ExportedPost > = {
	title: 'title',
	'wp:post_id': 'postId',
	'wp:post_type': 'postType',
	'content:encoded': 'content',
};

export function readWxrPosts( xml: string ): ExportedPost[] {
	const posts: ExportedPost[] = [];
	const open: string[] = [];
	let item: ExportedPost | null = null;
	let field: keyof ExportedPost | null = null;
	let i = 0;
	const append = ( text: string ) => {
		if ( item && field ) {
			item[ field ] += text;
		}
	};
	while ( i < xml.length ) {
		const lt = xml.indexOf( '<', i );
		if ( lt === -1 ) {
			append( decodeXmlText( xml.slice( i ) ) );
			break;
		}
		append( decodeXmlText( xml.slice( i, lt ) ) );
		if ( xml.startsWith( '<![CDATA[', lt ) ) {
			const end = skipPast( xml, lt + 9, ']]>', 'CDATA section' );
			append( xml.slice( lt + 9, end - 3 ) );
			i = end;
		} else if ( xml.startsWith( '<!--', lt ) ) {
			i = skipPast( xml, lt + 4, '-->', 'comment' );
		} else if ( xml.startsWith( '<?', lt ) ) {
			i = skipPast( xml, lt + 2, '?>', 'processing instruction' );
		} else if ( xml.startsWith( '<!', lt ) ) {
			i = endOfTag( xml, lt );
		} else {
			const end = endOfTag( xml, lt );
			const tag = xml.slice( lt + 1, end - 1 ).trim();
			const closing = tag.startsWith( '/' );
			const selfClosing = tag.endsWith( '/' );
			const name = tag.replace( /^\//, '' ).split( /[\s/]/ )[ 0 ];
			if ( closing ) {
				const at = open.lastIndexOf( name );
				if ( at !== -1 ) {
					open.length = at;
				}
				if ( name === 'item' && item ) {
					posts.push( item );
					item = null;
				}
				if (
					item &&
					field &&
					itemFields[ name ] === field &&
					open[ open.length - 1 ] === 'item'
				) {
					field = null;
				}
			} else if ( ! selfClosing ) {
				if ( name === 'item' ) {
					item = { postId: '', title: '', postType: '', content: '' };
					field = null;
				} else if (
					item &&
					open[ open.length - 1 ] === 'item' &&
					itemFields[ name ]
				) {
					field = itemFields[ name ];
					item[ field ] = '';
				}
				open.push( name );
			}
			i = end;
		}
	}
	return posts.map( ( post ) => ( {
		...post,
		postId: post.postId.trim(),
		title: post.title.trim(),
		postType: post.postType.trim(),
	} ) );
}
