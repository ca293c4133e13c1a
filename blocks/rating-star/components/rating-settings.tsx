/** Sidebar of the block: the highest rating (2 to 10) and the colour of the stars. */
import { InspectorControls, PanelColorSettings } from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { MAX_MAX_RATING, MIN_MAX_RATING } from '../rating';

type Props = {
	maxRating: number;
	color?: string;
	onChangeMaxRating: ( maxRating: number ) => void;
	onChangeColor: ( color?: string ) => void;
};

export default function RatingSettings( {
	maxRating,
	color,
	onChangeMaxRating,
	onChangeColor,
}: Props ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Settings', 'jetpack' ) }>
				<RangeControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Highest rating', 'jetpack' ) }
					value={ maxRating }
					min={ MIN_MAX_RATING }
					max={ MAX_MAX_RATING }
					step={ 1 }
					onChange={ ( value?: number ) => {
						if ( value !== undefined && value !== null ) {
							onChangeMaxRating( value );
						}
					} }
				/>
			</PanelBody>
			<PanelColorSettings
				title={ __( 'Color', 'jetpack' ) }
				colorSettings={ [
					{
						value: color,
						onChange: onChangeColor,
						label: __( 'Color', 'jetpack' ),
					},
				] }
			/>
		</InspectorControls>
	);
}
