/**
 * Frozen: the form's attributes as Jetpack saved them before the field style settings were
 * added, shared by the deprecations whose markup changed but whose attributes did not. Do not
 * edit; a later change of block.json needs a new deprecation, not a change here.
 */
export const baseAttributes = {
	subject: { type: 'string' },
	to: { type: 'string' },
	customThankyou: { type: 'string', default: '' },
	customThankyouHeading: {
		type: 'string',
		default: 'Your message has been sent',
	},
	customThankyouMessage: { type: 'string', default: '' },
	customThankyouRedirect: { type: 'string', default: '' },
	jetpackCRM: { type: 'boolean', default: true },
	formTitle: { type: 'string', default: '' },
	salesforceData: {
		type: 'object',
		default: { organizationId: '', sendToSalesforce: false },
	},
} as const;
