/**
 * Turns the command-line paths into the pieces of content to audit: each .html file is one
 * piece; each .xml file is a WordPress export whose items are pieces; folders are searched
 * recursively for both.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readWxrPosts } from './wxr';

export type ContentSource = {
	file: string;
	/** Set for posts read from a WordPress export. */
	postId?: string;
	title?: string;
	postType?: string;
	html: string;
};

export function describeSource( source: ContentSource ): string {
	if ( source.postId === undefined ) {
		return source.file;
	}
	const title = source.title ? ` “${ source.title }”` : '';
	return `${ source.file }: ${ source.postType || 'post' } ${ source.postId }${ title }`;
}

function filesUnder( target: string ): string[] {
	if ( ! statSync( target ).isDirectory() ) {
		return [ target ];
	}
	return readdirSync( target, { withFileTypes: true } )
		.sort( ( a, b ) => a.name.localeCompare( b.name ) )
		.flatMap( ( entry ) => {
			const full = path.join( target, entry.name );
			if ( entry.isDirectory() ) {
				return filesUnder( full );
			}
			return /\.(html?|xml)$/i.test( entry.name ) ? [ full ] : [];
		} );
}

export function readSources( targets: string[] ): ContentSource[] {
	return targets.flatMap( filesUnder ).flatMap( ( file ): ContentSource[] => {
		const text = readFileSync( file, 'utf8' );
		if ( /\.xml$/i.test( file ) ) {
			return readWxrPosts( text ).map( ( post ) => ( {
				file,
				postId: post.postId,
				title: post.title,
				postType: post.postType,
				html: post.content,
			} ) );
		}
		return [ { file, html: text } ];
	} );
}
