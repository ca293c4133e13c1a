/**
 * Converting an old Social Icons widget — a `core/legacy-widget` block holding the widget's
 * settings (`idBase` 'jetpack_widget_social_icons', `instance.raw`: title, icon-size, new-tab,
 * icons [ { url } ]) — into a `core/social-links` block with one `core/social-link` per icon
 * (service from social-icon-services.ts), preceded by a heading when the widget had a title.
 * Offered as a transform of `core/social-links`, added when that block type registers.
 */
import { createBlock } from '@wordpress/blocks';
import { isSafeUrl } from '../url/policy';
import { socialServiceFor } from './social-icon-services';

type BlockInstance = ReturnType< typeof createBlock >;

export const SOCIAL_ICONS_WIDGET = 'jetpack_widget_social_icons';

type WidgetSettings = {
	title?: unknown;
	'icon-size'?: unknown;
	'new-tab'?: unknown;
	icons?: unknown;
};

type LegacyWidgetAttributes = {
	idBase?: unknown;
	instance?: { raw?: WidgetSettings } | null;
};

const ICON_SIZES: Record< string, string > = {
	small: 'has-small-icon-size',
	medium: 'has-normal-icon-size',
	large: 'has-large-icon-size',
};

export function isSocialIconsWidget( attributes: LegacyWidgetAttributes ) {
	return (
		attributes?.idBase === SOCIAL_ICONS_WIDGET &&
		!! attributes.instance?.raw &&
		typeof attributes.instance.raw === 'object'
	);
}

function iconUrls( icons: unknown ): string[] {
	if ( ! Array.isArray( icons ) ) {
		return [];
	}
	return icons
		.map( ( icon ) =>
			icon && typeof icon === 'object'
				? ( icon as { url?: unknown } ).url
				: undefined
		)
		.filter(
			( url ): url is string =>
				typeof url === 'string' && url.trim() !== ''
		)
		.map( ( url ) => url.trim() )
		.filter( ( url ) => isSafeUrl( url ) );
}

export function socialIconsWidgetToBlocks(
	attributes: LegacyWidgetAttributes
): BlockInstance[] {
	const settings = attributes.instance?.raw ?? {};
	const links = iconUrls( settings.icons ).map( ( url ) =>
		createBlock( 'core/social-link', {
			url,
			service: socialServiceFor( url ),
		} )
	);
	const size =
		typeof settings[ 'icon-size' ] === 'string'
			? ICON_SIZES[ settings[ 'icon-size' ] ]
			: undefined;
	const socialLinks = createBlock(
		'core/social-links',
		{
			openInNewTab: settings[ 'new-tab' ] === true,
			...( size ? { size } : {} ),
		},
		links
	);
	const title =
		typeof settings.title === 'string' ? settings.title.trim() : '';
	return title
		? [ createBlock( 'core/heading', { content: title } ), socialLinks ]
		: [ socialLinks ];
}

export const socialIconsWidgetTransform = {
	type: 'block' as const,
	blocks: [ 'core/legacy-widget' ],
	isMatch: isSocialIconsWidget,
	transform: socialIconsWidgetToBlocks,
};

/**
 * `blocks.registerBlockType` filter: gives `core/social-links` the transform from the widget.
 * @param settings
 * @param name
 */
export function addSocialIconsWidgetTransform<
	T extends Record< string, any >,
>( settings: T, name: string ): T {
	if ( name !== 'core/social-links' ) {
		return settings;
	}
	const transforms = settings.transforms ?? {};
	return {
		...settings,
		transforms: {
			...transforms,
			from: [ ...( transforms.from ?? [] ), socialIconsWidgetTransform ],
		},
	};
}
