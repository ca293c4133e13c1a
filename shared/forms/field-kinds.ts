/**
 * The field types (spec §3, "Field types and default labels") and what each one's editor
 * shows. Default labels live in each block.json; this says only how each type is edited.
 */
export type FieldKind =
	| 'text'
	| 'name'
	| 'email'
	| 'url'
	| 'number'
	| 'date'
	| 'telephone'
	| 'textarea'
	| 'checkbox'
	| 'consent'
	| 'checkbox-multiple'
	| 'radio'
	| 'select'
	| 'rating'
	| 'time'
	| 'hidden'
	| 'slider';

export type FieldBody =
	'input' | 'textarea' | 'checkbox' | 'consent' | 'choice' | 'select';

export type FieldTraits = {
	body: FieldBody;
	/** Which attribute the "Placeholder text" setting edits, if any. */
	placeholderAttribute?: 'placeholder' | 'toggleLabel';
	/** Whether the field can be required (the consent field cannot). */
	canBeRequired: boolean;
	/** Whether the field draws an input box (colours, borders, field font). */
	hasInputBox: boolean;
	/** The option block of a choice field. */
	optionBlock?: string;
	/** The field exists only in the current shape: always edited through its parts. */
	partsOnly?: boolean;
};

/** Text, name, email, URL, number, date and phone fields: one line, placeholder edited in place. */
const singleLine: FieldTraits = {
	body: 'input',
	placeholderAttribute: 'placeholder',
	canBeRequired: true,
	hasInputBox: true,
};

export const FIELD_KINDS: Record< FieldKind, FieldTraits > = {
	text: singleLine,
	name: singleLine,
	email: singleLine,
	url: singleLine,
	number: singleLine,
	date: singleLine,
	telephone: singleLine,
	textarea: {
		body: 'textarea',
		placeholderAttribute: 'placeholder',
		canBeRequired: true,
		hasInputBox: true,
	},
	checkbox: { body: 'checkbox', canBeRequired: true, hasInputBox: false },
	consent: { body: 'consent', canBeRequired: false, hasInputBox: false },
	'checkbox-multiple': {
		body: 'choice',
		canBeRequired: true,
		hasInputBox: true,
		optionBlock: 'jetpack/field-option-checkbox',
	},
	radio: {
		body: 'choice',
		canBeRequired: true,
		hasInputBox: true,
		optionBlock: 'jetpack/field-option-radio',
	},
	rating: {
		body: 'input',
		canBeRequired: true,
		hasInputBox: false,
		partsOnly: true,
	},
	// A time picker has no placeholder; the field exists only in the current shape.
	time: {
		body: 'input',
		canBeRequired: true,
		hasInputBox: true,
		partsOnly: true,
	},
	// A range input with its limits (Slider Settings); only in the current shape.
	slider: {
		body: 'input',
		canBeRequired: true,
		hasInputBox: false,
		partsOnly: true,
	},
	// Not shown to visitors: edited by its own editor (blocks/field-hidden/edit.tsx).
	hidden: { body: 'input', canBeRequired: false, hasInputBox: false },
	select: {
		body: 'select',
		placeholderAttribute: 'toggleLabel',
		canBeRequired: true,
		hasInputBox: true,
	},
};
