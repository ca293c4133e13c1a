/**
 * WordPress's `core/social-links` and `core/social-link` for visitors. A social link saves
 * nothing (WordPress renders it in PHP), so without this a converted Social Icons widget would
 * show visitors an empty list. The markup is WordPress's:
 *
 *   <ul class="wp-block-social-links … is-layout-flex wp-block-social-links-is-layout-flex">
 *     <li class="wp-social-link wp-social-link-github  wp-block-social-link">
 *       <a href="https://github.com/…" class="wp-block-social-link-anchor"><svg …>…</svg>
 *         <span class="wp-block-social-link-label screen-reader-text">GitHub</span></a></li>
 *
 * The list keeps its saved markup and gets the flex layout classes WordPress adds when it
 * renders it. A link reads what its list provides (open in new tab, show labels, icon colours)
 * from its nearest `core/social-links` ancestor, as WordPress's block context does. Its address
 * gets WordPress's additions (an e-mail address becomes `mailto:`, an address without a scheme
 * gets `https://`) and then goes through the URL policy: a refused one renders no link.
 * Everything printed is escaped; colours pass only when plainly a colour.
 */
import { isEmail } from '../../../shared/forms/model/field-rules';
import type {
	BlockRenderer,
	RawAttributes,
	RenderContext,
} from '../../../shared/render-context';
import { customClassNames } from '../../../shared/render/class-names';
import { presetSlug, safeColor } from '../../../shared/render/color';
import { recordOf } from '../../../shared/render/css-value';
import { htmlAttributes, markup, raw } from '../../../shared/render/html';
import { safeUrl } from '../../../shared/url/policy';
import { socialService } from './social-services';

const LIST = 'core/social-links';

/** The classes WordPress's layout support adds to the list (its layout is always flex). */
const LAYOUT_CLASSES = [
	'is-layout-flex',
	'wp-block-social-links-is-layout-flex',
];

/**
 * What the enclosing list provides to its links (WordPress's block context).
 * @param context
 */
function listContext( context: RenderContext ): RawAttributes {
	const ancestors = context.block?.ancestors ?? [];
	for ( let index = ancestors.length - 1; index >= 0; index-- ) {
		if ( ancestors[ index ].blockName === LIST ) {
			return recordOf( ancestors[ index ].attrs );
		}
	}
	return {};
}

/**
 * The address to print, or '' when the URL policy refuses it (before and after WordPress's
 * additions: an e-mail address becomes `mailto:`, an address without a scheme gets `https://`).
 * @param value
 */
function linkAddress( value: unknown ): string {
	const url = safeUrl( value );
	if ( ! url ) {
		return '';
	}
	if ( isEmail( url ) ) {
		return `mailto:${ url }`;
	}
	if (
		! /^[a-z][a-z0-9+.-]*:(?!\d)/i.test( url ) &&
		! /^[/#?]/.test( url )
	) {
		return safeUrl( `https://${ url }` );
	}
	return url;
}

function colorClasses( list: RawAttributes ): string[] {
	const text = presetSlug( list.iconColor );
	const background = presetSlug( list.iconBackgroundColor );
	return [
		text && `has-${ text }-color`,
		background && `has-${ background }-background-color`,
	].filter( ( name ): name is string => !! name );
}

function colorStyle( list: RawAttributes ): string {
	const text = safeColor( list.iconColorValue );
	const background = safeColor( list.iconBackgroundColorValue );
	return (
		( text ? `color:${ text };` : '' ) +
		( background ? `background-color:${ background };` : '' )
	);
}

export const renderSocialLink: BlockRenderer = (
	attributes,
	_innerHTML,
	context
) => {
	const href = linkAddress( attributes.url );
	if ( ! href ) {
		return '';
	}
	const list = listContext( context );
	const service =
		typeof attributes.service === 'string' ? attributes.service : 'Icon';
	const { name, svg } = socialService( service );
	const label =
		typeof attributes.label === 'string' ? attributes.label.trim() : '';
	const rel = typeof attributes.rel === 'string' ? attributes.rel.trim() : '';
	const newTab = list.openInNewTab === true;
	// WordPress joins its classes with the colour classes' leading space, then its own.
	const classes = [
		`wp-social-link wp-social-link-${ service } ${ colorClasses(
			list
		).join( ' ' ) }`,
		'wp-block-social-link',
		...customClassNames( attributes.className ),
	].join( ' ' );
	const item = htmlAttributes( {
		style: colorStyle( list ) || undefined,
		class: classes,
		id:
			typeof attributes.anchor === 'string' && attributes.anchor
				? attributes.anchor
				: undefined,
	} );
	const anchor = htmlAttributes( {
		rel: newTab ? `${ rel } noopener nofollow`.trim() : rel || undefined,
		target: newTab ? '_blank' : undefined,
		href,
		class: 'wp-block-social-link-anchor',
	} );
	const labelClass =
		list.showLabels === true
			? 'wp-block-social-link-label'
			: 'wp-block-social-link-label screen-reader-text';
	return markup`<li${ item }><a${ anchor }>${ raw(
		svg
	) }<span class="${ labelClass }">${ label || name }</span></a></li>`.toString();
};

/**
 * The saved list with WordPress's layout classes added to its wrapper.
 * @param _attributes
 * @param innerHTML   the saved list with its links rendered
 */
export const renderSocialLinks: BlockRenderer = ( _attributes, innerHTML ) =>
	innerHTML.replace(
		/^(\s*<ul\b[^>]*?\sclass=")([^"]*)(")/,
		( _match, start: string, classes: string, end: string ) => {
			const present = classes.split( /\s+/ );
			const added = LAYOUT_CLASSES.filter(
				( name ) => ! present.includes( name )
			);
			return `${ start }${ [ classes, ...added ]
				.filter( Boolean )
				.join( ' ' ) }${ end }`;
		}
	);
