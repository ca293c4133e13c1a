/** The sidebar: autoplay (with its 1–5 s delay) and the transition effect. */
import { InspectorControls } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { DELAY_MAX, DELAY_MIN, clampDelay } from '../carousel/settings';
import type { SlideshowAttributes, SlideshowEffect } from '../types';

export default function SlideshowSettings( {
	attributes,
	setAttributes,
}: {
	attributes: SlideshowAttributes;
	setAttributes: ( next: Partial< SlideshowAttributes > ) => void;
} ) {
	const { autoplay, delay, effect } = attributes;
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Autoplay', 'jetpack' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Autoplay', 'jetpack' ) }
					help={ __(
						'Visitors who ask their device for reduced motion always get the slides still.',
						'jetpack'
					) }
					checked={ autoplay }
					onChange={ ( value ) =>
						setAttributes( { autoplay: value } )
					}
				/>
				{ autoplay && (
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Delay between transitions (in seconds)',
							'jetpack'
						) }
						value={ delay }
						min={ DELAY_MIN }
						max={ DELAY_MAX }
						onChange={ ( value ) =>
							setAttributes( { delay: clampDelay( value ) } )
						}
					/>
				) }
			</PanelBody>
			<PanelBody title={ __( 'Effects', 'jetpack' ) }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Transition effect', 'jetpack' ) }
					value={ effect }
					options={ [
						{ label: __( 'Slide', 'jetpack' ), value: 'slide' },
						{ label: __( 'Fade', 'jetpack' ), value: 'fade' },
					] }
					onChange={ ( value ) =>
						setAttributes( { effect: value as SlideshowEffect } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
