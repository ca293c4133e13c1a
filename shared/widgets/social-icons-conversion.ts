/**
 * Offers an old Social Icons widget's conversion to social links (spec 002 §3) in an editor:
 * the transform (social-icons-widget.ts) is added to `core/social-links` as that block type
 * registers, so this runs before the core blocks register. The standalone editor calls it
 * first thing; the WordPress plugin's editor script (blocks/wordpress-editor.ts) calls it when
 * it loads, and WordPress registers its core blocks later, when the editor starts at DOM ready.
 */
import { addFilter, hasFilter } from '@wordpress/hooks';
import { addSocialIconsWidgetTransform } from './social-icons-widget';

const HOOK = 'blocks.registerBlockType';
const NAMESPACE = 'jetpack/social-icons-widget-transform';

export function offerSocialIconsWidgetConversion() {
	if ( ! hasFilter( HOOK, NAMESPACE ) ) {
		addFilter( HOOK, NAMESPACE, addSocialIconsWidgetTransform );
	}
}
