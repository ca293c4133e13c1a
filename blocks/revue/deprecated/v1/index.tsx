/**
 * The first saved shape: no inner blocks, the button's text and colours were attributes, and
 * the profile link had no class. Migrating keeps the attributes the block still declares; the
 * button settings are dropped, since the block shows nothing to visitors any more.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { revueProfileUrl } from '../../profile-url';
import type { RevueAttributes } from '../../types';

const buttonAttributes = {
	text: { type: 'string', default: 'Subscribe' },
	backgroundColor: { type: 'string' },
	textColor: { type: 'string' },
	customBackgroundColor: { type: 'string' },
	customTextColor: { type: 'string' },
	borderRadius: { type: 'number' },
	gradient: { type: 'string' },
	customGradient: { type: 'string' },
};

const v1: BlockDeprecation< RevueAttributes > = {
	attributes: { ...metadata.attributes, ...buttonAttributes },
	save( { attributes } ) {
		const url = revueProfileUrl(
			( attributes as RevueAttributes ).revueUsername
		);
		return (
			<div { ...useBlockProps.save() }>
				<a href={ url }>{ url }</a>
			</div>
		);
	},
	migrate( attributes ) {
		const kept: Record< string, unknown > = {};
		for ( const key of Object.keys( metadata.attributes ) ) {
			if ( attributes[ key ] !== undefined ) {
				kept[ key ] = attributes[ key ];
			}
		}
		return kept as RevueAttributes;
	},
};

export default v1;
