/**
 * Core WordPress blocks whose visitors' markup WordPress makes in PHP rather than saving it, and
 * which the host therefore renders itself (beside the suite's own blocks of blocks/server.ts).
 * Core blocks' styles come from block-library's stylesheet, linked on every site page, so these
 * declare no assets.
 */
import type { ServerBlockDefinition } from '../render-content';
import { renderSocialLink, renderSocialLinks } from './social-links';

export const coreServerBlocks: ServerBlockDefinition[] = [
	{
		slug: 'core-social-links',
		metadata: { name: 'core/social-links' },
		render: renderSocialLinks,
	},
	{
		slug: 'core-social-link',
		metadata: { name: 'core/social-link' },
		render: renderSocialLink,
	},
];
