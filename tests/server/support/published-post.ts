/**
 * Publishing a post through the REST API and reading it as a visitor, for tests of what
 * published pages show.
 */
import type { SiteClient } from './site-client';
import type { TestSite } from './test-site';

/**
 * Block comment attributes escaped the way WordPress's serializer escapes them.
 * @param attributes
 */
export function commentAttributes( attributes: Record< string, unknown > ) {
	return JSON.stringify( attributes )
		.replace( /--/g, '\\u002d\\u002d' )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' );
}

/**
 * Publishes `content` as `author` and gives the page a visitor gets for it.
 * @param site
 * @param author  a signed-in client allowed to publish
 * @param content post content (block markup)
 * @param title
 */
export async function publishedPage(
	site: TestSite,
	author: SiteClient,
	content: string,
	title = 'Published post'
): Promise< string > {
	const created = await author.rest( '/wp/v2/posts', {
		method: 'POST',
		body: { title, status: 'publish', content },
	} );
	if ( created.status !== 201 ) {
		throw new Error( `Creating the post answered ${ created.status }` );
	}
	const response = await site.client().fetch( `/?p=${ created.body.id }` );
	if ( response.status !== 200 ) {
		throw new Error( `The published post answered ${ response.status }` );
	}
	return response.text();
}
