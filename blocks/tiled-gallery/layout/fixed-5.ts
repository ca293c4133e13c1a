/**
 * `value.toFixed( 5 )`, the way column widths are stored, made without the engine's
 * toFixed: that one boxes the number and goes through C++ with a temporary buffer for every
 * column, the largest cost of laying out a big gallery. Here the digits come from integer
 * arithmetic and the string is made in one allocation. Values where that arithmetic could
 * round differently from toFixed's exact decimal rounding (within 1e-6 of a tie, outside
 * 0 … 1000, NaN) are handed to toFixed itself, so the result is always identical.
 */
const ZERO = 48;
const DOT = 46;
const SCALE = 100000;

export function toFixed5( value: number ): string {
	const scaled = value * SCALE;
	const floor = Math.floor( scaled );
	const fraction = scaled - floor;
	if (
		! ( value >= 0 && value < 1000 ) ||
		( fraction > 0.499999 && fraction < 0.500001 )
	) {
		return value.toFixed( 5 );
	}
	const units = fraction >= 0.5 ? floor + 1 : floor;
	const whole = Math.floor( units / SCALE );
	const decimals = units - whole * SCALE;
	const d1 = ZERO + Math.floor( decimals / 10000 );
	const d2 = ZERO + ( Math.floor( decimals / 1000 ) % 10 );
	const d3 = ZERO + ( Math.floor( decimals / 100 ) % 10 );
	const d4 = ZERO + ( Math.floor( decimals / 10 ) % 10 );
	const d5 = ZERO + ( decimals % 10 );
	if ( whole < 10 ) {
		return String.fromCharCode( ZERO + whole, DOT, d1, d2, d3, d4, d5 );
	}
	if ( whole < 100 ) {
		return String.fromCharCode(
			ZERO + Math.floor( whole / 10 ),
			ZERO + ( whole % 10 ),
			DOT,
			d1,
			d2,
			d3,
			d4,
			d5
		);
	}
	return String.fromCharCode(
		ZERO + Math.floor( whole / 100 ),
		ZERO + ( Math.floor( whole / 10 ) % 10 ),
		ZERO + ( whole % 10 ),
		DOT,
		d1,
		d2,
		d3,
		d4,
		d5
	);
}
