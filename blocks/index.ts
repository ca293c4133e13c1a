/**
 * Every block of the suite, for the editor, the tests and the content audit.
 * Adding a block: create blocks/<slug>/ (see docs/architecture.md) and list it here
 * and, when it renders on the server, in blocks/server.ts.
 */
import { registerSuiteBlock, type SuiteBlock } from '../shared/register-block';
import businessHours from './business-hours';
import button from './button';
import contactForm from './contact-form';
import fieldCheckbox from './field-checkbox';
import fieldCheckboxMultiple from './field-checkbox-multiple';
import fieldConsent from './field-consent';
import fieldDate from './field-date';
import fieldEmail from './field-email';
import fieldName from './field-name';
import fieldOptionCheckbox from './field-option-checkbox';
import fieldOptionRadio from './field-option-radio';
import fieldRadio from './field-radio';
import fieldSelect from './field-select';
import fieldTelephone from './field-telephone';
import fieldText from './field-text';
import fieldTextarea from './field-textarea';
import fieldUrl from './field-url';
import markdown from './markdown';
import ratingStar from './rating-star';

export const suiteBlocks: SuiteBlock[] = [
	businessHours,
	button,
	contactForm,
	fieldCheckbox,
	fieldCheckboxMultiple,
	fieldConsent,
	fieldDate,
	fieldEmail,
	fieldName,
	fieldOptionCheckbox,
	fieldOptionRadio,
	fieldRadio,
	fieldSelect,
	fieldTelephone,
	fieldText,
	fieldTextarea,
	fieldUrl,
	markdown,
	ratingStar,
];

export function registerSuiteBlocks() {
	suiteBlocks.forEach( registerSuiteBlock );
}
