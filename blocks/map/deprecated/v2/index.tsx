/**
 * Frozen: the save with a `mapStyle` attribute written to data-map-style, and the fullscreen
 * option; it had no `preview` or `address` attribute. Migrates the style into the class and
 * gives `preview` its default, so the migrated block reads back from its next save unchanged.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { MapMarkup } from '../../map-markup';
import type { MapAttributes } from '../../types';
import { moveMapStyleToClass } from '../style-class';

type V2Attributes = Omit< MapAttributes, 'preview' | 'address' > & {
	mapStyle: string;
};

const { preview, address, ...kept } = metadata.attributes;

const v2: BlockDeprecation< V2Attributes > = {
	apiVersion: 3,
	attributes: {
		...kept,
		mapStyle: { type: 'string', default: 'default' },
	} as BlockDeprecation< V2Attributes >[ 'attributes' ],
	supports: metadata.supports,
	save( props ) {
		const attributes = props.attributes as unknown as MapAttributes & {
			mapStyle?: string;
		};
		const { className } = useBlockProps.save();
		return (
			<MapMarkup
				attributes={ { ...attributes, preview: false } }
				className={ className }
				options={ {
					mapStyle: attributes.mapStyle,
					fullscreenOption: true,
				} }
			/>
		);
	},
	migrate: ( attributes ) =>
		( {
			...moveMapStyleToClass( attributes ),
			preview: false,
		} ) as unknown as V2Attributes,
};

export default v2;
