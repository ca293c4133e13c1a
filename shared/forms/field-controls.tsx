/**
 * Every sidebar panel of a field, in the order of spec §2: Manage Responses, Field Settings,
 * the type's own panel (Consent Settings, Checkbox Settings), Conditional logic, Color, Input
 * Field Styles, Label Styles.
 */
import { InspectorControls } from '@wordpress/block-editor';
import type { FieldAttributes, SetFieldAttributes } from './field-attributes';
import {
	CheckboxSettingsPanel,
	ConsentSettingsPanel,
	RatingSettingsPanel,
	SliderSettingsPanel,
} from './field-kind-panels';
import type { FieldKind, FieldTraits } from './field-kinds';
import ManageResponsesPanel from './field-manage-responses';
import FieldConditionsPanel from './field-conditions-panel';
import FieldSettingsPanel from './field-settings-panel';
import {
	ColorPanel,
	InputStylesPanel,
	LabelStylesPanel,
} from './field-style-panels';

export default function FieldControls( {
	kind,
	clientId,
	traits,
	attributes,
	setAttributes,
}: {
	kind: FieldKind;
	clientId: string;
	traits: FieldTraits;
	attributes: FieldAttributes;
	setAttributes: SetFieldAttributes;
} ) {
	const props = { traits, attributes, setAttributes };
	return (
		<InspectorControls>
			<ManageResponsesPanel />
			<FieldSettingsPanel kind={ kind } { ...props } />
			{ kind === 'consent' && <ConsentSettingsPanel { ...props } /> }
			{ kind === 'checkbox' && <CheckboxSettingsPanel { ...props } /> }
			{ kind === 'rating' && <RatingSettingsPanel { ...props } /> }
			{ kind === 'slider' && <SliderSettingsPanel { ...props } /> }
			<FieldConditionsPanel
				clientId={ clientId }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<ColorPanel { ...props } />
			{ traits.hasInputBox && <InputStylesPanel { ...props } /> }
			<LabelStylesPanel { ...props } />
		</InspectorControls>
	);
}
