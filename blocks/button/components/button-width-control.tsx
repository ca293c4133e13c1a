/**
 * The button's width: one of the preset percentages (pressing the chosen one again clears
 * it), or a custom width in % or px.
 */
import {
	BaseControl,
	Button,
	Flex,
	// No stable control takes a CSS length with its unit.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalUnitControl as UnitControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

const PRESETS = [ '25%', '50%', '75%', '100%' ];

type Props = {
	width?: string;
	onChange: ( width: string | undefined ) => void;
};

export default function ButtonWidthControl( { width, onChange }: Props ) {
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id="jetpack-button-width"
			label={ __( 'Button width', 'jetpack' ) }
		>
			<Flex justify="flex-start" gap={ 1 } wrap>
				{ PRESETS.map( ( preset ) => (
					<Button
						key={ preset }
						size="small"
						variant={ width === preset ? 'primary' : 'secondary' }
						isPressed={ width === preset }
						onClick={ () =>
							onChange( width === preset ? undefined : preset )
						}
					>
						{ preset }
					</Button>
				) ) }
			</Flex>
			<UnitControl
				__next40pxDefaultSize
				id="jetpack-button-width"
				label={ __( 'Custom width', 'jetpack' ) }
				units={ [
					{ value: '%', label: '%', default: 100 },
					{ value: 'px', label: 'px', default: 200 },
				] }
				value={ width ?? '' }
				onChange={ ( value?: string ) =>
					onChange( value || undefined )
				}
			/>
		</BaseControl>
	);
}
