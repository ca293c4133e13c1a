/**
 * Saves before the wrapper: the inner button alone (`<InnerBlocks.Content />`), or, older still,
 * nothing at all, with the button's label and colours kept as attributes of the form
 * (`submitButtonText`, `textButtonColor`, …). Migrating drops those attributes and, when the
 * block has no button yet, makes one from them.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { BUTTON_BLOCK, BUTTON_DEFAULTS } from '../../button-template';
import type { MailchimpAttributes } from '../../types';

type LegacyAttributes = MailchimpAttributes & {
	submitButtonText?: string;
	backgroundButtonColor?: string;
	textButtonColor?: string;
	customBackgroundButtonColor?: string;
	customTextButtonColor?: string;
	submitButtonClasses?: string;
};

const LEGACY = {
	submitButtonText: { type: 'string' },
	backgroundButtonColor: { type: 'string' },
	textButtonColor: { type: 'string' },
	customBackgroundButtonColor: { type: 'string' },
	customTextButtonColor: { type: 'string' },
	submitButtonClasses: { type: 'string' },
} as const;

/** The button the legacy attributes describe; absent values stay unset. */
function legacyButton( attributes: LegacyAttributes ) {
	const defined = Object.fromEntries(
		Object.entries( {
			text: attributes.submitButtonText,
			textColor: attributes.textButtonColor,
			customTextColor: attributes.customTextButtonColor,
			backgroundColor: attributes.backgroundButtonColor,
			customBackgroundColor: attributes.customBackgroundButtonColor,
		} ).filter( ( [ , value ] ) => typeof value === 'string' && value )
	);
	return createBlock( BUTTON_BLOCK, { ...BUTTON_DEFAULTS, ...defined } );
}

const v1: BlockDeprecation< LegacyAttributes > = {
	apiVersion: 3,
	attributes: { ...metadata.attributes, ...LEGACY },
	supports: { html: false },
	save() {
		return <InnerBlocks.Content />;
	},
	migrate( attributes, innerBlocks ) {
		const current = Object.fromEntries(
			Object.entries( attributes ).filter(
				( [ name ] ) => ! ( name in LEGACY )
			)
		) as MailchimpAttributes;
		return [
			current,
			innerBlocks.length
				? innerBlocks
				: [ legacyButton( attributes as LegacyAttributes ) ],
		];
	},
};

export default v1;
