/**
 * Frozen: the first saved shape of the hidden field, the input itself, named by the field's
 * name (`label`) and holding its value (`default`). The attributes are those the block still
 * declares, so migrating keeps them as they are. Do not edit.
 */
import type { BlockDeprecation } from '@wordpress/blocks';

type V1Attributes = {
	id?: string;
	label?: string;
	default?: string;
	conditionalLogic?: Record< string, unknown >;
};

const v1: BlockDeprecation< V1Attributes > = {
	// Jetpack's fields declare apiVersion 3: no class is added to the saved input.
	apiVersion: 3,
	attributes: {
		id: { type: 'string', default: '' },
		label: { type: 'string', default: '' },
		default: { type: 'string', default: '' },
		conditionalLogic: { type: 'object' },
	},
	supports: { reusable: false, html: false },
	save( { attributes } ) {
		const { label, default: value } = attributes as V1Attributes;
		return <input type="hidden" name={ label } value={ value } />;
	},
};

export default v1;
