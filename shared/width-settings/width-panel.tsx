/**
 * The 'Width settings' sidebar panel (spec 002 §2, §5): preset buttons 25%, 50%, 75% and 100%
 * (pressing the current one clears the width) and a width with its unit — %, px or em, at least
 * 0 and at most 100 in %. A block aligned left or right floats: it gets no presets and only px
 * and em. The rules are in ./rules.ts; blocks put this panel in their InspectorControls and call
 * usePercentWidthReset from their edit component.
 */
import {
	Button,
	Flex,
	PanelBody,
	// No stable control takes a CSS length with its unit; core's own width controls use it.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalUnitControl as UnitControl,
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalUseCustomUnits as useCustomUnits,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	MAX_PERCENT,
	UNIT_DEFAULTS,
	WIDTH_PRESETS,
	normaliseWidth,
	parseWidth,
	showsPresets,
	unitsFor,
	widthAfterPreset,
	type WidthUnit,
} from './rules';

type Props = {
	/** The block's alignment (`left` and `right` float). */
	align?: string;
	width?: string;
	onChange: ( width: string | undefined ) => void;
	/** The name of the width field (default 'Width'), e.g. 'Button width'. */
	label?: string;
};

export function WidthControl( { align, width, onChange, label }: Props ) {
	const offered = unitsFor( align );
	// Core's unit list (labels, steps), with the panel's defaults, in the panel's order.
	const coreUnits = useCustomUnits( {
		availableUnits: offered,
		defaultValues: UNIT_DEFAULTS,
	} );
	const units = offered.flatMap( ( value ) =>
		coreUnits.filter( ( coreUnit ) => coreUnit.value === value )
	);
	// The unit picked for a width not typed yet (the control shows the first unit until then).
	const [ pickedUnit, setPickedUnit ] = useState< WidthUnit | undefined >();
	const unit =
		parseWidth( width )?.unit ??
		( pickedUnit && offered.includes( pickedUnit )
			? pickedUnit
			: offered[ 0 ] );

	return (
		<Flex direction="column" align="stretch" gap={ 3 }>
			{ showsPresets( align ) && (
				<Flex
					role="group"
					aria-label={ __( 'Percentage width', 'jetpack' ) }
					justify="flex-start"
					gap={ 1 }
					wrap
				>
					{ WIDTH_PRESETS.map( ( preset ) => (
						<Button
							key={ preset }
							size="small"
							variant={
								width === preset ? 'primary' : 'secondary'
							}
							isPressed={ width === preset }
							onClick={ () =>
								onChange( widthAfterPreset( width, preset ) )
							}
						>
							{ preset }
						</Button>
					) ) }
				</Flex>
			) }
			<UnitControl
				__next40pxDefaultSize
				label={ label ?? __( 'Width', 'jetpack' ) }
				units={ units }
				min={ 0 }
				max={ unit === '%' ? MAX_PERCENT : undefined }
				isResetValueOnUnitChange
				value={ width ?? '' }
				onUnitChange={ ( next?: string ) =>
					setPickedUnit( next as WidthUnit | undefined )
				}
				onChange={ ( value?: string ) =>
					onChange( normaliseWidth( value, align ) )
				}
			/>
		</Flex>
	);
}

export default function WidthPanel( props: Props ) {
	return (
		<PanelBody title={ __( 'Width settings', 'jetpack' ) }>
			<WidthControl { ...props } />
		</PanelBody>
	);
}
