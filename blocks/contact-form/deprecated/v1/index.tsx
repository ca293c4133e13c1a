/**
 * Frozen: the first forms, saved as their fields only, whose submit button was settings of
 * the form (`submit_button_text`, `has_form_settings_set`, `submitButtonText` and the button
 * colours). They migrate to a separate, locked `jetpack/button` block at the end of the form.
 * Do not edit.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import {
	createBlock,
	type Block,
	type BlockDeprecation,
} from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { baseAttributes } from '../base-attributes';

const legacyAttributes = {
	submit_button_text: { type: 'string' },
	has_form_settings_set: { type: 'string' },
	hasFormSettingsSet: { type: 'string' },
	submitButtonText: { type: 'string' },
	backgroundButtonColor: { type: 'string' },
	textButtonColor: { type: 'string' },
	customBackgroundButtonColor: { type: 'string' },
	customTextButtonColor: { type: 'string' },
	submitButtonClasses: { type: 'string' },
} as const;

type Attributes = Record< string, unknown >;

const legacyNames = Object.keys( legacyAttributes );

const stringOrUndefined = ( value: unknown ) =>
	typeof value === 'string' && value !== '' ? value : undefined;

const v1: BlockDeprecation< Attributes > = {
	apiVersion: 3,
	attributes: { ...legacyAttributes, ...baseAttributes },
	supports: { html: false },
	// Any stored legacy setting means the button must move out of the form's attributes.
	isEligible: ( attributes: Attributes ) =>
		legacyNames.some( ( name ) => attributes[ name ] !== undefined ),
	save() {
		return <InnerBlocks.Content />;
	},
	migrate( attributes: Attributes, innerBlocks: Block[] ) {
		const kept = Object.fromEntries(
			Object.entries( attributes ).filter(
				( [ name ] ) => ! legacyNames.includes( name )
			)
		);
		if (
			innerBlocks.some( ( block ) => block.name === 'jetpack/button' )
		) {
			return [ kept, innerBlocks ];
		}
		const text =
			stringOrUndefined( attributes.submitButtonText ) ??
			stringOrUndefined( attributes.submit_button_text ) ??
			__( 'Submit', 'jetpack' );
		const button = createBlock( 'jetpack/button', {
			element: 'button',
			text,
			backgroundColor: stringOrUndefined(
				attributes.backgroundButtonColor
			),
			textColor: stringOrUndefined( attributes.textButtonColor ),
			customBackgroundColor: stringOrUndefined(
				attributes.customBackgroundButtonColor
			),
			customTextColor: stringOrUndefined(
				attributes.customTextButtonColor
			),
			lock: { remove: true },
		} );
		return [ kept, [ ...innerBlocks, button ] ];
	},
};

export default v1;
