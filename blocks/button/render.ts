/**
 * What visitors get for a Button: inside a Contact Form, the form's `<button type="submit">`;
 * elsewhere a link (`element` "a"), a button or a submit input, per `element`. Colours come
 * from the preset slugs (classes) or the custom values (inline), and so does the typography
 * (`fontSize`, `fontFamily`, `style.typography`) and the border (`borderColor`, `style.border`:
 * colour, width, radius, style, each side), plus the older border radius and width attributes;
 * an aligned button's wrapper gets `align<left|center|right>`.
 * A button whose markup is saved in the post (`saveInPostContent`) outside a form keeps it,
 * unless its URL or a URL in that markup fails the URL policy (shared/url/policy.ts): then it
 * is rendered from its attributes, without the refused link.
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { FORM_BLOCK } from '../../shared/forms/model/field-types';
import { borderClassesAndStyles } from '../../shared/render/border';
import { customClassNames } from '../../shared/render/class-names';
import { colorClassesAndStyles, presetSlug } from '../../shared/render/color';
import { richTextToPlainText } from '../../shared/render/entities';
import { htmlAttributes, markup } from '../../shared/render/html';
import { typographyClassesAndStyles } from '../../shared/render/typography';
import { isSafeUrl, safeUrl } from '../../shared/url/policy';

/** The alignments of the block's `align` support (block.json). */
const ALIGNMENTS = [ 'left', 'center', 'right' ];

/** URL-carrying attributes in saved markup, with their value in any quoting. */
const SAVED_URL =
	/\s(?:href|src|action|formaction|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

function savedMarkupIsSafe(
	attributes: Record< string, unknown >,
	innerHTML: string
): boolean {
	if ( attributes.url !== undefined && ! isSafeUrl( attributes.url ) ) {
		return false;
	}
	return [ ...innerHTML.matchAll( SAVED_URL ) ].every( ( match ) =>
		isSafeUrl( match[ 1 ] ?? match[ 2 ] ?? match[ 3 ] )
	);
}

function presentation( attributes: Record< string, unknown > ) {
	const colors = colorClassesAndStyles( {
		text: attributes.textColor,
		customText: attributes.customTextColor,
		background: attributes.backgroundColor,
		customBackground: attributes.customBackgroundColor,
		gradient: attributes.gradient,
		customGradient: attributes.customGradient,
	} );
	// Typography as Jetpack stores it (its typography support): a preset size also marks the
	// link has-custom-font-size, as Jetpack's render does.
	const typography = typographyClassesAndStyles( attributes );
	// The border support Jetpack gives it (`style.border`).
	const border = borderClassesAndStyles( attributes );
	const classes = [
		'wp-block-button__link',
		'wp-element-button',
		...colors.classes,
		...typography.classes,
		...( presetSlug( attributes.fontSize )
			? [ 'has-custom-font-size' ]
			: [] ),
		...border.classes,
	];
	const styles = [ ...colors.styles, ...typography.styles, ...border.styles ];
	const radius = Number( attributes.borderRadius );
	if (
		attributes.borderRadius !== undefined &&
		Number.isFinite( radius ) &&
		radius >= 0 &&
		radius <= 50
	) {
		styles.push( `border-radius:${ radius }px` );
	}
	return { classes, style: styles.join( ';' ) || null };
}

function widthStyle( value: unknown ): string | null {
	return typeof value === 'string' &&
		/^\d{1,3}(\.\d{1,2})?(%|px|em|rem)$/.test( value )
		? `width:${ value }`
		: null;
}

const renderButton: BlockRenderer = ( attributes, innerHTML, context ) => {
	const attributesObject =
		attributes && typeof attributes === 'object' ? attributes : {};
	const inForm = ( context?.block?.ancestors ?? [] ).some(
		( ancestor ) => ancestor.blockName === FORM_BLOCK
	);
	if (
		! inForm &&
		attributesObject.saveInPostContent === true &&
		innerHTML.trim() &&
		savedMarkupIsSafe( attributesObject, innerHTML )
	) {
		return innerHTML;
	}
	const label =
		richTextToPlainText( attributesObject.text ) ||
		richTextToPlainText( attributesObject.placeholder ) ||
		__( 'Submit', 'jetpack' );
	const { classes, style } = presentation( attributesObject );
	const wrapperClasses = [
		'wp-block-jetpack-button',
		'wp-block-button',
		...customClassNames( attributesObject.className ),
	];
	if ( ALIGNMENTS.includes( String( attributesObject.align ) ) ) {
		wrapperClasses.push( `align${ attributesObject.align }` );
	}
	const width = widthStyle( attributesObject.width );
	if ( width ) {
		wrapperClasses.push( 'has-custom-width' );
	}
	const element = inForm ? 'button' : attributesObject.element;
	const common = { class: classes.join( ' ' ), style };
	let control;
	if ( element === 'input' ) {
		control = markup`<input${ htmlAttributes( { type: 'submit', value: label, ...common } ) }>`;
	} else if ( element === 'button' ) {
		control = markup`<button${ htmlAttributes( { type: 'submit', ...common } ) }>${ label }</button>`;
	} else {
		control = markup`<a${ htmlAttributes( {
			href: safeUrl( attributesObject.url ) || null,
			...common,
		} ) }>${ label }</a>`;
	}
	return markup`<div${ htmlAttributes( {
		class: wrapperClasses.join( ' ' ),
		style: width,
	} ) }>${ control }</div>`.toString();
};

export default renderButton;
