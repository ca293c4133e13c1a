/**
 * Content saved elsewhere (by Jetpack, by an older version), put on the site through the REST
 * API as the signed-in user, the way an import or another editor leaves it there; the browser
 * test then opens it in the editor (`openPost`). Runs in a page that has `wp.apiFetch` (the
 * editor page), so it uses that page's nonce.
 */
import type { Page } from 'playwright-core';

export type CreatedPost = { id: number; link: string };

export async function createPostThroughApi(
	page: Page,
	post: { title: string; content: string; status?: 'draft' | 'publish' }
): Promise< CreatedPost > {
	await page.waitForFunction( () => 'wp' in window );
	return page.evaluate(
		( data ) =>
			(
				window as unknown as {
					wp: {
						apiFetch: ( options: object ) => Promise< CreatedPost >;
					};
				}
			 ).wp.apiFetch( {
				path: '/wp/v2/posts',
				method: 'POST',
				data,
			} ),
		{ status: 'draft', ...post }
	);
}

/**
 * The editor's blocks with their validity, nested ones included, as `name: valid|invalid`.
 * @param page the editor page
 */
export function blockValidity( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		type Block = { name: string; isValid: boolean; innerBlocks: Block[] };
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => { getBlocks: () => Block[] };
				};
			};
		};
		const list = ( blocks: Block[] ): string[] =>
			blocks.flatMap( ( block ) => [
				`${ block.name }: ${ block.isValid ? 'valid' : 'invalid' }`,
				...list( block.innerBlocks ),
			] );
		return list( wp.data.select( 'core/block-editor' ).getBlocks() );
	} );
}
