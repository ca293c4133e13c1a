/**
 * The class list and inline style of a block's wrapper from its block supports, as WordPress
 * prints them on the server: the `wp-block-…` class, `align<x>`, colours, typography, the
 * author's `className` (last), and spacing. Renderers add their own classes and declarations
 * around these.
 */
import {
	alignClassName,
	blockClassName,
	customClassNames,
} from './class-names';
import { colorClassesAndStyles } from './color';
import { recordOf } from './css-value';
import { spacingStyles } from './spacing';
import { typographyClassesAndStyles } from './typography';

/** Which supports the wrapper carries (block.json `supports`, in the shape a renderer needs). */
export type WrapperSupports = {
	/** The block name, for the generated `wp-block-…` class; omit to leave that class out. */
	name?: string;
	/** The alignments the block accepts (`supports.align`). */
	align?: readonly string[];
	/** Colours from `textColor`, `backgroundColor`, `gradient` and `style.color`. */
	color?: boolean;
	/** Font size from `fontSize` and `style.typography`, line height from `style.typography`. */
	typography?: boolean;
	/** Padding and margin from `style.spacing`. */
	spacing?: boolean;
	/** The author's `className`; on unless `false`. */
	className?: boolean;
};

export type WrapperAttributes = {
	classes: string[];
	/** `property:value` declarations. */
	styles: string[];
	/** The class attribute's value. */
	class: string;
	/** The style attribute's value, '' when there is none. */
	style: string;
};

/**
 * @param attributes the block's raw attributes
 * @param supports   the supports to apply
 */
export function wrapperAttributes(
	attributes: unknown,
	supports: WrapperSupports
): WrapperAttributes {
	const attrs = recordOf( attributes );
	const classes: string[] = [];
	const styles: string[] = [];
	if ( supports.name ) {
		classes.push( blockClassName( supports.name ) );
	}
	const align = supports.align
		? alignClassName( attrs.align, supports.align )
		: null;
	if ( align ) {
		classes.push( align );
	}
	if ( supports.color ) {
		const color = recordOf( recordOf( attrs.style ).color );
		const colors = colorClassesAndStyles( {
			text: attrs.textColor,
			customText: color.text,
			background: attrs.backgroundColor,
			customBackground: color.background,
			gradient: attrs.gradient,
			customGradient: color.gradient,
		} );
		classes.push( ...colors.classes );
		styles.push( ...colors.styles );
	}
	if ( supports.typography ) {
		const typography = typographyClassesAndStyles( attrs );
		classes.push( ...typography.classes );
		styles.push( ...typography.styles );
	}
	if ( supports.className !== false ) {
		classes.push( ...customClassNames( attrs.className ) );
	}
	if ( supports.spacing ) {
		styles.push( ...spacingStyles( attrs.style ) );
	}
	return {
		classes,
		styles,
		class: classes.join( ' ' ),
		style: styles.join( ';' ),
	};
}
