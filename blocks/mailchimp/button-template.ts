/**
 * The form's one inner block: Jetpack's button as the submit button, with the id Jetpack gives
 * it. Older saves kept the label and colours as attributes of the form (deprecated/v1).
 */
export const BUTTON_BLOCK = 'jetpack/button';

export const BUTTON_DEFAULTS = {
	element: 'button',
	uniqueId: 'mailchimp-widget-id',
	text: 'Join my email list',
} as const;

/** The inner blocks of a new form (the block type's `template`; locked in the editor). */
export const BUTTON_TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[ BUTTON_BLOCK, { ...BUTTON_DEFAULTS } ],
];
