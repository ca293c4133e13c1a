/**
 * What visitors get for a Button: inside a Contact Form, the form's `<button type="submit">`;
 * elsewhere a link (`element` "a"), a button or a submit input, per `element`. Colours come
 * from the preset slugs (classes) or the custom values (inline), plus border radius and width.
 * A button whose markup is saved in the post (`saveInPostContent`) outside a form keeps it.
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { safeGradient, slugOf } from '../../server/forms/markup/block-supports';
import { attrs, customClasses, esc } from '../../server/forms/markup/escape';
import { safeColor } from '../../server/forms/markup/field-style';
import { FORM_BLOCK } from '../../server/forms/model/field-types';

const ENTITIES: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
};

/**
 * The label's text: rich-text tags dropped, entities decoded (it is escaped again on output).
 * @param value
 */
function plainText( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	return value
		.replace( /<[^>]*>/g, '' )
		.replace( /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, ( whole, name: string ) => {
			if ( name[ 0 ] === '#' ) {
				const code =
					name[ 1 ].toLowerCase() === 'x'
						? parseInt( name.slice( 2 ), 16 )
						: Number( name.slice( 1 ) );
				return code > 0 && code < 0x110000
					? String.fromCodePoint( code )
					: '';
			}
			return ENTITIES[ name.toLowerCase() ] ?? whole;
		} )
		.trim();
}

function safeHref( value: unknown ): string | null {
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return null;
	}
	const url = value.trim();
	return /^(https?:|mailto:|tel:|\/|#|\?)/i.test( url ) ||
		! /^[a-z][a-z0-9+.-]*:/i.test( url )
		? url
		: null;
}

function presentation( attributes: Record< string, unknown > ) {
	const classes = [ 'wp-block-button__link', 'wp-element-button' ];
	const styles: string[] = [];
	const text = slugOf( attributes.textColor );
	const customText = safeColor( attributes.customTextColor );
	if ( text || customText ) {
		classes.push( 'has-text-color' );
		if ( text ) {
			classes.push( `has-${ text }-color` );
		} else {
			styles.push( `color:${ customText }` );
		}
	}
	const background = slugOf( attributes.backgroundColor );
	const customBackground = safeColor( attributes.customBackgroundColor );
	const gradient = slugOf( attributes.gradient );
	const customGradient = safeGradient( attributes.customGradient );
	if ( background || customBackground || gradient || customGradient ) {
		classes.push( 'has-background' );
	}
	if ( gradient ) {
		classes.push( `has-${ gradient }-gradient-background` );
	} else if ( customGradient ) {
		styles.push( `background:${ customGradient }` );
	}
	if ( background ) {
		classes.push( `has-${ background }-background-color` );
	} else if ( customBackground && ! gradient && ! customGradient ) {
		styles.push( `background-color:${ customBackground }` );
	}
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
		innerHTML.trim()
	) {
		return innerHTML;
	}
	const label =
		plainText( attributesObject.text ) ||
		plainText( attributesObject.placeholder ) ||
		__( 'Submit', 'jetpack' );
	const { classes, style } = presentation( attributesObject );
	const wrapperClasses = [
		'wp-block-jetpack-button',
		'wp-block-button',
		...customClasses( attributesObject.className ),
	];
	const width = widthStyle( attributesObject.width );
	if ( width ) {
		wrapperClasses.push( 'has-custom-width' );
	}
	const element = inForm ? 'button' : attributesObject.element;
	const common = { class: classes.join( ' ' ), style };
	let control: string;
	if ( element === 'input' ) {
		control = `<input${ attrs( { type: 'submit', value: label, ...common } ) }>`;
	} else if ( element === 'button' ) {
		control = `<button${ attrs( { type: 'submit', ...common } ) }>${ esc( label ) }</button>`;
	} else {
		control = `<a${ attrs( {
			href: safeHref( attributesObject.url ),
			...common,
		} ) }>${ esc( label ) }</a>`;
	}
	return `<div${ attrs( {
		class: wrapperClasses.join( ' ' ),
		style: width,
	} ) }>${ control }</div>`;
};

export default renderButton;
