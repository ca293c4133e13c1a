/**
 * The spacing block support: `style.spacing.padding` and `style.spacing.margin`, one value or
 * one per side, as inline declarations in the order the attribute gives them (as WordPress's
 * style engine prints them). Preset references (`var:preset|spacing|40`) become custom
 * properties; other values pass only when ./css-value accepts them.
 */
import { cssValue, presetReference, recordOf } from './css-value';

const PROPERTIES = [ 'padding', 'margin' ] as const;
const SIDES = [ 'top', 'right', 'bottom', 'left' ];

function spacingValue( value: unknown ): string | null {
	return presetReference( value, 'spacing' ) ?? cssValue( value );
}

/**
 * `padding-top:1rem`, `margin:var(--wp--preset--spacing--40)`, … for the attribute's `style`.
 * @param style the block's `style` attribute
 */
export function spacingStyles( style: unknown ): string[] {
	const spacing = recordOf( recordOf( style ).spacing );
	const styles: string[] = [];
	for ( const property of PROPERTIES ) {
		const box = spacing[ property ];
		if ( typeof box === 'object' && box !== null ) {
			for ( const [ side, value ] of Object.entries( recordOf( box ) ) ) {
				const checked = spacingValue( value );
				if ( checked !== null && SIDES.includes( side ) ) {
					styles.push( `${ property }-${ side }:${ checked }` );
				}
			}
		} else {
			const checked = spacingValue( box );
			if ( checked !== null ) {
				styles.push( `${ property }:${ checked }` );
			}
		}
	}
	return styles;
}
