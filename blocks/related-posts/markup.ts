/**
 * The Related Posts list, as visitors get it and as the editor previews it: one pure function
 * of the attributes and the posts the host found, every value escaped. No editor imports.
 */
import type { RelatedPostItem } from '../../shared/render-context';
import { markup, type SafeHtml } from '../../shared/render/html';
import { safeUrl } from '../../shared/url/policy';
import { postsToShowOf, rowSizes } from './limits';

export type RelatedPostsOptions = {
	postLayout?: unknown;
	displayDate?: unknown;
	displayThumbnails?: unknown;
	displayContext?: unknown;
	postsToShow?: unknown;
};

function postItem(
	item: RelatedPostItem,
	options: { date: boolean; thumbnails: boolean; context: boolean }
): SafeHtml {
	const url = safeUrl( item.url );
	const imageSrc =
		options.thumbnails && item.img ? safeUrl( item.img.src, 'image' ) : '';
	const image = imageSrc
		? markup`<img class="jp-related-posts-i2__post-img" src="${ imageSrc }" alt="${
				item.img?.alt ?? ''
			}" loading="lazy">`
		: '';
	const definitions = [
		options.date
			? markup`<dt>Date</dt><dd class="jp-related-posts-i2__post-date">${ item.date }</dd>`
			: '',
		options.context && item.context
			? markup`<dt>Context</dt><dd class="jp-related-posts-i2__post-context">${ item.context }</dd>`
			: '',
	];
	const details =
		options.date || ( options.context && item.context )
			? markup`<dl class="jp-related-posts-i2__post-defs">${ definitions }</dl>`
			: '';
	return markup`<li class="jp-related-posts-i2__post" id="related-posts-item-${ String(
		item.id
	) }"><a class="jp-related-posts-i2__post-link" href="${ url }">${ image }<span class="jp-related-posts-i2__post-title">${
		item.title
	}</span></a>${ details }</li>`;
}

/**
 * The rows of posts (`<ul>` each), or null when there is nothing to show.
 * @param items   The host's related posts, best first.
 * @param options The block's attributes.
 */
export function relatedPostsRows(
	items: readonly RelatedPostItem[],
	options: RelatedPostsOptions
): SafeHtml | null {
	const shown = items.slice( 0, postsToShowOf( options.postsToShow ) );
	if ( shown.length === 0 ) {
		return null;
	}
	const flags = {
		date: options.displayDate !== false,
		thumbnails: options.displayThumbnails === true,
		context: options.displayContext === true,
	};
	let start = 0;
	return markup`${ rowSizes( shown.length ).map( ( size ) => {
		const row = shown.slice( start, start + size );
		start += size;
		return markup`<ul class="jp-related-posts-i2__row" data-post-count="${ String(
			size
		) }">${ row.map( ( item ) => postItem( item, flags ) ) }</ul>`;
	} ) }`;
}

export function layoutOf( value: unknown ): 'grid' | 'list' {
	return value === 'list' ? 'list' : 'grid';
}
