/**
 * The button's classes and inline style from its attributes, shared by the editor and the
 * saved markup (spec §3): named colours and gradients become classes, custom ones inline
 * styles; a zero radius gets `no-border-radius`, a width `has-custom-width`.
 */
import {
	getColorClassName,
	// The class the editor gives a palette gradient, so saved markup matches Jetpack's.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalGetGradientClass as getGradientClass,
} from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import type { ButtonAttributes } from './types';

/** Button border radius (spec §5, §9). */
export const BORDER_RADIUS = { min: 0, max: 50, initial: 5 } as const;

export function buttonClassNames( attributes: ButtonAttributes ): string {
	const { textColor, backgroundColor, gradient } = attributes;
	return [
		'wp-block-button__link',
		( textColor || attributes.customTextColor ) && 'has-text-color',
		getColorClassName( 'color', textColor ),
		( backgroundColor ||
			attributes.customBackgroundColor ||
			gradient ||
			attributes.customGradient ) &&
			'has-background',
		getColorClassName( 'background-color', backgroundColor ),
		getGradientClass( gradient ),
		attributes.borderRadius === 0 && 'no-border-radius',
		attributes.width && 'has-custom-width',
	]
		.filter( Boolean )
		.join( ' ' );
}

export function buttonStyle( attributes: ButtonAttributes ): CSSProperties {
	const { customGradient, borderRadius } = attributes;
	const style: CSSProperties = {
		background: customGradient || undefined,
		backgroundColor:
			attributes.backgroundColor || attributes.gradient || customGradient
				? undefined
				: attributes.customBackgroundColor,
		color: attributes.textColor ? undefined : attributes.customTextColor,
		borderRadius: borderRadius ? `${ borderRadius }px` : undefined,
		width: attributes.width || undefined,
	};
	return Object.fromEntries(
		Object.entries( style ).filter( ( [ , value ] ) => value !== undefined )
	);
}
