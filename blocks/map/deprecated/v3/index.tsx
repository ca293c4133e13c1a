/**
 * Frozen: the first save — a `mapStyle` attribute in data-map-style and no fullscreen option.
 * Migrates the style into the class and turns the fullscreen button on, the default since.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { MapMarkup } from '../../map-markup';
import type { MapAttributes } from '../../types';
import { moveMapStyleToClass } from '../style-class';

type V3Attributes = Omit<
	MapAttributes,
	'showFullscreenButton' | 'address'
> & {
	mapStyle: string;
};

const { showFullscreenButton, address, ...kept } = metadata.attributes;

const v3: BlockDeprecation< V3Attributes > = {
	apiVersion: 3,
	attributes: {
		...kept,
		mapStyle: { type: 'string', default: 'default' },
	} as BlockDeprecation< V3Attributes >[ 'attributes' ],
	supports: metadata.supports,
	save( props ) {
		const attributes = props.attributes as unknown as MapAttributes & {
			mapStyle?: string;
		};
		const { className } = useBlockProps.save();
		return (
			<MapMarkup
				attributes={ { ...attributes, showFullscreenButton: false } }
				className={ className }
				options={ {
					mapStyle: attributes.mapStyle,
					fullscreenOption: false,
				} }
			/>
		);
	},
	migrate: ( attributes ) =>
		( {
			...moveMapStyleToClass( attributes ),
			showFullscreenButton: true,
		} ) as unknown as V3Attributes,
};

export default v3;
