/**
 * How a field's style attributes look in the editor: inline styles for its label and its
 * input, and the width class. Visitors get the same look from the server renderer.
 */
import type { CSSProperties } from 'react';
import type { FieldAttributes } from './field-attributes';

function pixels( value: number | undefined ) {
	return value === undefined ? undefined : `${ value }px`;
}

function compact( style: CSSProperties ): CSSProperties {
	return Object.fromEntries(
		Object.entries( style ).filter(
			( [ , value ] ) => value !== undefined && value !== ''
		)
	) as CSSProperties;
}

export function labelStyle( attributes: FieldAttributes ): CSSProperties {
	return compact( {
		color: attributes.labelColor,
		fontSize: attributes.labelFontSize,
		lineHeight: attributes.labelLineHeight,
	} );
}

export function inputStyle( attributes: FieldAttributes ): CSSProperties {
	return compact( {
		color: attributes.inputColor,
		backgroundColor: attributes.fieldBackgroundColor,
		borderColor: attributes.borderColor,
		borderWidth: pixels( attributes.borderWidth ),
		borderStyle: attributes.borderWidth !== undefined ? 'solid' : undefined,
		borderRadius: pixels( attributes.borderRadius ),
		fontSize: attributes.fieldFontSize,
		lineHeight: attributes.lineHeight,
	} );
}

/** Option text of choice fields follows the input's text style. */
export function optionStyle( attributes: FieldAttributes ): CSSProperties {
	return compact( {
		color: attributes.inputColor,
		fontSize: attributes.fieldFontSize,
		lineHeight: attributes.lineHeight,
	} );
}

export function widthClassName( width: number | undefined ) {
	return `jetpack-field__width-${ width ?? 100 }`;
}
