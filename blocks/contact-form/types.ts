/** Attributes of jetpack/contact-form as declared in block.json (defaults applied by the editor). */
export type SalesforceData = {
	organizationId: string;
	sendToSalesforce: boolean;
};

/** What visitors see after sending: '' a summary of the fields, a custom message, or a redirect. */
export type ThankYouChoice = '' | 'message' | 'redirect';

/** The form-wide style values shared with the fields through block context (README.md). */
export type FormStyleAttributes = {
	borderColor?: string;
	borderRadius?: number;
	borderWidth?: number;
	fieldBackgroundColor?: string;
	fieldFontSize?: string;
	lineHeight?: number;
	inputColor?: string;
	labelColor?: string;
	labelFontSize?: string;
	labelLineHeight?: number;
};

export type ContactFormAttributes = FormStyleAttributes & {
	/** A synced form: the `jetpack_form` post whose form this block shows (saved self-closing). */
	ref?: number;
	subject?: string;
	to?: string;
	/** Jetpack's "Send responses to email": false sends no notification; unset means on. */
	emailNotifications?: boolean;
	customThankyou: ThankYouChoice;
	customThankyouHeading: string;
	customThankyouMessage: string;
	customThankyouRedirect: string;
	jetpackCRM: boolean;
	formTitle: string;
	salesforceData: SalesforceData;
	/** URLs that receive each stored response as JSON (server/forms/webhooks.ts). */
	webhooks?: FormWebhook[];
	className?: string;
	style?: Record< string, unknown >;
};

export type FormWebhook = { url: string; enabled: boolean };
