/**
 * Registers every block and format the editor offers: WordPress core blocks, the format library,
 * a stand-in for WordPress's legacy-widget block (shared/widgets/) and the suite's own blocks.
 */
import { getBlockTypes } from '@wordpress/blocks';
import { registerCoreBlocks } from '@wordpress/block-library';
import '@wordpress/format-library';
import { addFilter } from '@wordpress/hooks';
import { registerSuiteBlocks } from '../../../blocks';
import { registerLegacyWidgetBlock } from '../../../shared/widgets/legacy-widget-block';
import { offerSocialIconsWidgetConversion } from '../../../shared/widgets/social-icons-conversion';

let registered = false;

/**
 * Gives every block type and deprecation an `attributes` object before any other
 * `blocks.registerBlockType` filter runs. A deprecation that declares none (core/buttons has one)
 * is filtered without attributes; the block editor's style support then reads
 * `settings.attributes.style` and throws, unless a filter that creates attributes (align,
 * anchor, className) happened to be added before it — which depends on the order the bundler
 * evaluates the block editor's modules in, not on anything this code controls.
 */
function giveEveryTypeAttributes() {
	addFilter(
		'blocks.registerBlockType',
		'block-suite/attributes-object',
		( settings: { attributes?: object } ) =>
			settings.attributes ? settings : { ...settings, attributes: {} },
		1
	);
}

export function registerEditorBlocks() {
	if ( registered ) {
		return;
	}
	registered = true;
	giveEveryTypeAttributes();
	// An old Social Icons widget converts to social links (spec 002 §3).
	offerSocialIconsWidgetConversion();
	registerCoreBlocks();
	registerLegacyWidgetBlock();
	registerSuiteBlocks();
}

/**
 * Core blocks that only work inside a WordPress site (they query its templates, menus, comments,
 * taxonomies or other posts, or need TinyMCE). They stay registered, so content holding them still
 * parses, but the inserter does not offer them.
 */
const needsWordPressSite = new Set( [
	'core/archives',
	'core/block',
	'core/calendar',
	'core/categories',
	'core/embed',
	'core/footnotes',
	'core/freeform',
	'core/icon',
	'core/latest-comments',
	'core/latest-posts',
	'core/legacy-widget',
	'core/navigation-overlay-close',
	'core/page-list',
	'core/page-list-item',
	'core/pattern',
	'core/playlist',
	'core/playlist-track',
	'core/rss',
	'core/tag-cloud',
	'core/widget-group',
] );

/** Names for the block editor's `allowedBlockTypes`: every registered block that works here. */
export function insertableBlockNames(): string[] {
	return getBlockTypes()
		.filter(
			( type ) =>
				type.category !== 'theme' &&
				! needsWordPressSite.has( type.name )
		)
		.map( ( type ) => type.name );
}
