/**
 * The rules of the 'Width settings' panel (spec 002 §2, §5), as pure functions: preset widths of
 * 25, 50, 75 and 100 percent; units %, px and em, and only px and em for a block aligned left or
 * right (it floats, so a percentage of its container means little); widths from 0, at most 100
 * in %; and a percentage width cleared when the block changes to a left or right alignment.
 */
export const WIDTH_PRESETS = [ '25%', '50%', '75%', '100%' ] as const;

export const WIDTH_UNITS = [ '%', 'px', 'em' ] as const;
export type WidthUnit = ( typeof WIDTH_UNITS )[ number ];

/** The value a unit starts at when the author switches to it. */
export const UNIT_DEFAULTS: Record< WidthUnit, number > = {
	'%': 100,
	px: 150,
	em: 10,
};

export const MAX_PERCENT = 100;

/**
 * Whether a block with this alignment floats (left or right).
 * @param align the block's `align` attribute
 */
export function isFloated( align: unknown ): boolean {
	return align === 'left' || align === 'right';
}

/**
 * The units offered: %, px and em; px and em only when the block floats.
 * @param align the block's `align` attribute
 */
export function unitsFor( align: unknown ): WidthUnit[] {
	return isFloated( align )
		? WIDTH_UNITS.filter( ( unit ) => unit !== '%' )
		: [ ...WIDTH_UNITS ];
}

/**
 * Whether the percentage presets are offered (not when the block floats).
 * @param align the block's `align` attribute
 */
export function showsPresets( align: unknown ): boolean {
	return ! isFloated( align );
}

const LENGTH = /^\s*(-?(?:\d+(?:\.\d*)?|\.\d+))\s*(%|px|em)\s*$/i;

/**
 * A width split into its number and unit, or undefined when it is not a length in one of the
 * panel's units.
 * @param width a CSS width such as `50%` or `12em`
 */
export function parseWidth(
	width: unknown
): { quantity: number; unit: WidthUnit } | undefined {
	if ( typeof width !== 'string' ) {
		return undefined;
	}
	const match = LENGTH.exec( width );
	if ( ! match ) {
		return undefined;
	}
	return {
		quantity: Number( match[ 1 ] ),
		unit: match[ 2 ].toLowerCase() as WidthUnit,
	};
}

/**
 * The width to store for what the author entered: empty clears it; below 0 becomes 0; more
 * than 100 in % becomes 100; a percentage on a floated block, or anything that is not a length
 * in %, px or em, is refused (undefined: no width).
 * @param value the entered width, e.g. `120%`
 * @param align the block's `align` attribute
 */
export function normaliseWidth(
	value: string | undefined,
	align?: unknown
): string | undefined {
	const parsed = parseWidth( value );
	if ( ! parsed || ! unitsFor( align ).includes( parsed.unit ) ) {
		return undefined;
	}
	const max = parsed.unit === '%' ? MAX_PERCENT : Infinity;
	const quantity = Math.min( max, Math.max( 0, parsed.quantity ) );
	return `${ quantity }${ parsed.unit }`;
}

/**
 * The width after a preset is pressed: the preset, or no width when it was the width already.
 * @param width  the current width
 * @param preset the pressed preset
 */
export function widthAfterPreset(
	width: string | undefined,
	preset: string
): string | undefined {
	return width === preset ? undefined : preset;
}

/**
 * Whether a change of alignment clears the width: a change to left or right, while the width
 * is a percentage.
 * @param width         the current width
 * @param previousAlign the alignment before the change
 * @param nextAlign     the alignment after it
 */
export function alignChangeClearsWidth(
	width: unknown,
	previousAlign: unknown,
	nextAlign: unknown
): boolean {
	return (
		previousAlign !== nextAlign &&
		isFloated( nextAlign ) &&
		parseWidth( width )?.unit === '%'
	);
}
