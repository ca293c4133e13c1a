/**
 * The server side of the blocks: metadata for asset loading and, for dynamic and hybrid
 * blocks, the renderer that produces what visitors get. Imports no editor code.
 */
import type { BlockRenderer } from '../shared/render-context';
import businessHoursMetadata from './business-hours/block.json';
import renderBusinessHours from './business-hours/render';
import markdownMetadata from './markdown/block.json';
import renderMarkdown from './markdown/render';
import ratingStarMetadata from './rating-star/block.json';
import renderRatingStar from './rating-star/render';

export type ServerBlock = {
	/** Folder name under blocks/ and build/blocks/. */
	slug: string;
	metadata: { name: string; [ key: string ]: unknown };
	render?: BlockRenderer;
};

export const serverBlocks: ServerBlock[] = [
	{
		slug: 'business-hours',
		metadata: businessHoursMetadata,
		render: renderBusinessHours,
	},
	{ slug: 'markdown', metadata: markdownMetadata, render: renderMarkdown },
	{
		slug: 'rating-star',
		metadata: ratingStarMetadata,
		render: renderRatingStar,
	},
];
