/** Saved markup: Jetpack's current shape, with the active style name in data-map-style. */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { MapMarkup } from './map-markup';
import { activeMapStyle } from './map-styles';
import type { MapAttributes } from './types';

export default function save( {
	attributes,
}: BlockSaveProps< MapAttributes > ) {
	const { className } = useBlockProps.save();
	return (
		<MapMarkup
			attributes={ attributes }
			className={ className }
			options={ {
				mapStyle: activeMapStyle( attributes.className ),
				fullscreenOption: true,
			} }
		/>
	);
}
