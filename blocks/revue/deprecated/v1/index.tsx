/**
 * The first saved shape: no inner blocks, the button's text and colours were attributes, and
 * the profile link had no class. Migrating keeps the attributes the block still declares; the
 * button settings are dropped, since the block shows nothing to visitors any more.
 */
import { useBlockProps } from '@wordpress/block-editor';
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
} as const;

const v1 = {
	attributes: { ...metadata.attributes, ...buttonAttributes },
	supports: metadata.supports,
	save( { attributes }: { attributes: RevueAttributes } ) {
		const url = revueProfileUrl( attributes.revueUsername );
		return (
			<div { ...useBlockProps.save() }>
				<a href={ url }>{ url }</a>
			</div>
		);
	},
	migrate( attributes: Record< string, unknown > ) {
		const kept: Record< string, unknown > = {};
		for ( const key of Object.keys( metadata.attributes ) ) {
			if ( attributes[ key ] !== undefined ) {
				kept[ key ] = attributes[ key ];
			}
		}
		return kept;
	},
};

export default v1;
