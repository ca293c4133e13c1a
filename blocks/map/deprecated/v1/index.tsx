/**
 * Frozen: the save without data-map-style (the style lived only in the class). Same attributes
 * as today; opens as the current block and gains data-map-style on the next save.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { MapMarkup } from '../../map-markup';
import type { MapAttributes } from '../../types';

const v1: BlockDeprecation< MapAttributes > = {
	apiVersion: 3,
	attributes:
		metadata.attributes as BlockDeprecation< MapAttributes >[ 'attributes' ],
	supports: metadata.supports,
	save( props ) {
		const attributes = props.attributes as unknown as MapAttributes & {
			mapStyle?: string;
		};
		const { className } = useBlockProps.save();
		return (
			<MapMarkup
				attributes={ attributes }
				className={ className }
				options={ { fullscreenOption: true } }
			/>
		);
	},
};

export default v1;
