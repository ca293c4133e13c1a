/**
 * What a form submission can come to (processSubmission in ./process.ts): the form is missing,
 * the submission is rejected (with the answers and errors to show again), or it is accepted; and
 * the messages shown to the visitor for the refusals that are not about one field.
 */
import type { PostRow } from '../../db/schema';
import type { FormModel } from '../../../shared/forms/model/form-model';
import type { FieldValue } from '../model/validate';

export const FORM_MESSAGES = {
	missing: 'This form is no longer available.',
	rateLimited:
		'You have sent this form too many times. Please wait a few minutes and try again.',
	alreadySent:
		'This form was already sent. Reload the page to send another message.',
};

export type SubmissionOutcome =
	| { kind: 'missing' }
	| {
			kind: 'rejected';
			status: 400 | 409 | 429;
			post: PostRow;
			model: FormModel;
			values: Record< string, FieldValue >;
			errors: Record< string, string >;
			formError?: string;
	  }
	| {
			kind: 'accepted';
			post: PostRow;
			model: FormModel;
			id: number;
			duplicate: boolean;
			thankYouHtml: string;
			redirect: string | null;
	  };
