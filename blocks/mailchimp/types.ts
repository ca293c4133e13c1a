/** The attributes of jetpack/mailchimp, as block.json declares them. */
export type MailchimpAttributes = {
	emailPlaceholder: string;
	consentText: string;
	/** Ids of the Mailchimp interests (groups) every subscriber joins. */
	interests: string[];
	processingLabel: string;
	successLabel: string;
	errorLabel: string;
	/** A merge field tag set on every subscriber from this form, with `signupFieldValue`. */
	signupFieldTag?: string;
	signupFieldValue?: string;
	preview: boolean;
};
